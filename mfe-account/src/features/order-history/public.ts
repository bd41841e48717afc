// What other features of this remote may use from the order history: the eSIM card reads the same answer.
export { iccidAddress, type IccidDetails, orderIccid } from '@/features/order-history/order-api';
