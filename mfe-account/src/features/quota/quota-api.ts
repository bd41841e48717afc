import { api, type ApiSchema } from '@kelana/runtime';

/** One of the buyer's SIMs or eSIMs: what was bought with it, whether a data package can go on it now, and its
 * plan's validity rule. */
export type IccidRow = Pick<ApiSchema<'IccidRecord'>, 'iccid' | 'type' | 'status'> &
  Partial<Omit<ApiSchema<'IccidRecord'>, 'iccid' | 'type' | 'status'>>;

/** SPEC §3 ICCID package, with the usage the telco reports. */
export interface IccidPackage {
  id: string;
  name: string;
  /** The same name in English, when the store knows it. */
  name_en?: string | null;
  status: string;
  endTime: string | null;
  orderId: string | null;
  packageType: string;
  supportRefill: boolean;
  usedMb?: number;
  totalMb?: number | null;
  usageUpdatedAt?: string | null;
  /** Days it lasts once started (a package not used yet: status NOT_STARTED, no end time). */
  validityDays?: number | null;
}

export const userIccids = () => api.get<{ iccids: IccidRow[] }>('/user/iccids');
export const iccidPackages = (iccid: string) =>
  api.get<{ packages: IccidPackage[] }>(`/telco/user/packages/${encodeURIComponent(iccid)}`);

/** SPEC §3: active is case-insensitive. */
export const isActive = (status: string) => status.trim().toLowerCase() === 'active';

/** A package bought and not used yet: its days start at the first connection. */
export const notStarted = (status: string) => status.trim().toLowerCase() === 'not_started';
