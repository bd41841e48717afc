/** The dialogs the account menu opens; they live in mfe-account and load only when opened. */
export type AccountDialog = 'profile' | 'changePassword';

export type AccountItem =
  | { id: 'profile' | 'changePassword'; labelKey: string; dialog: AccountDialog }
  | { id: 'quota' | 'orders'; labelKey: string; to: string }
  | { id: 'logout'; labelKey: string; logout: true };

/** SPEC §2 Layout: My Account menu (profile, check quota, my orders, change password, logout). */
export const ACCOUNT_ITEMS: readonly AccountItem[] = [
  { id: 'profile', labelKey: 'accountMenu.profile', dialog: 'profile' },
  { id: 'quota', labelKey: 'accountMenu.quota', to: '/cek-kuota' },
  { id: 'orders', labelKey: 'accountMenu.orders', to: '/riwayat-order' },
  { id: 'changePassword', labelKey: 'accountMenu.changePassword', dialog: 'changePassword' },
  { id: 'logout', labelKey: 'accountMenu.logout', logout: true },
];

/** The name the menu shows: the profile's name, else the e-mail's local part. */
export function displayName(user: { name?: unknown; displayName?: unknown; email?: unknown }): string {
  for (const candidate of [user.name, user.displayName]) {
    if (typeof candidate === 'string' && candidate.trim()) return candidate.trim();
  }
  return typeof user.email === 'string' ? user.email.split('@')[0] : '';
}
