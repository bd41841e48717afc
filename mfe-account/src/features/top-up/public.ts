// What the quota page and the order history use to start a top-up and to tell a plan's validity rule.
export { topUpPath } from '@/features/top-up/top-up-path';
export { type ValidityStart, validityLines } from '@/features/top-up/validity-rule';
