// What other features may use of the eSIM card: the install state's words (the order history shows them too).
export { installStateWords } from '@/features/esim-card/install-state';
