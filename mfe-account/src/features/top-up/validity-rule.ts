import { formatDate } from '@kelana/runtime/format-date';
import type { TFunction } from 'i18next';

export type ValidityStart = 'first_connection' | 'installation';

/** When a plan's days start and the deadline to install the eSIM or activate the card, in words (namespace account).
 * `kind` is the SIM's kind: esim or physical_sim. */
export function validityLines(
  t: TFunction,
  { kind, days, starts, installBy }: { kind: string; days?: number | null; starts?: ValidityStart | null; installBy?: string | Date | null },
): string[] {
  const sim = kind === 'physical_sim' || kind === 'sim_bundle';
  const lines: string[] = [];
  if (days) {
    const rule = starts === 'installation' ? (sim ? 'installation_sim' : 'installation_esim') : 'first_connection';
    lines.push(t(`validity.starts.${rule}`, { count: days }));
  }
  if (installBy) lines.push(t(sim ? 'validity.deadline.sim' : 'validity.deadline.esim', { date: formatDate(installBy) }));
  return lines;
}
