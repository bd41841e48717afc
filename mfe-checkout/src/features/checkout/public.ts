// What other features of the checkout app may use of the checkout's rules.
export { paymentNext } from '@/features/checkout/checkout-model';
