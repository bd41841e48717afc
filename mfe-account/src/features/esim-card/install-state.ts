import type { TFunction } from 'i18next';

/** Where the eSIM is on the phone, as the telco reports it (optional in the API's answer). */
export const INSTALL_STATES = ['not_installed', 'downloaded', 'installed', 'enabled', 'disabled', 'removed'] as const;
export type InstallState = (typeof INSTALL_STATES)[number];

export type InstallTone = 'waiting' | 'done' | 'active' | 'off';

const TONES: Record<InstallState, InstallTone> = {
  not_installed: 'waiting',
  downloaded: 'done',
  installed: 'done',
  enabled: 'active',
  disabled: 'off',
  removed: 'off',
};

const isInstallState = (value: unknown): value is InstallState => INSTALL_STATES.includes(value as InstallState);

/**
 * The words for the eSIM's install state ("Terpasang di iPhone 15", "Aktif"), and its tone for the badge; null when
 * the answer has no state, or one this page does not know (then nothing is shown rather than a guess).
 */
export function installStateWords(
  t: TFunction,
  state: unknown,
  device: unknown,
): { text: string; tone: InstallTone } | null {
  if (!isInstallState(state)) return null;
  const named = typeof device === 'string' && device.trim() !== '' ? device.trim() : null;
  let text: string;
  if (state === 'downloaded' || state === 'installed') {
    text = named ? t('account:esimCard.state.installedOn', { device: named }) : t('account:esimCard.state.installed');
  } else {
    const keys = { not_installed: 'notInstalled', enabled: 'enabled', disabled: 'disabled', removed: 'removed' } as const;
    text = t(`account:esimCard.state.${keys[state]}`);
  }
  return { text, tone: TONES[state] };
}
