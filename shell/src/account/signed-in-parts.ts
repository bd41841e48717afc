// The top bar's parts for a signed-in shopper, in a chunk of their own: a visitor who is not signed in (most
// first visits to the home page) never downloads them. Loaded through `account-parts.ts`.
import '@/account/account-menu.css';

export { AccountDialogs, preloadAccountDialogs } from '@/account/account-dialogs';
export { AccountMenu } from '@/account/account-menu';
export { MobileAccountMenu } from '@/account/mobile-account-menu';
