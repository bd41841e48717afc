import { api } from '@kelana/runtime';

export interface IccidRow {
  iccid: string;
  type: string;
  status: string;
}

/** SPEC §3 ICCID package, with the usage the telco reports. */
export interface IccidPackage {
  id: string;
  name: string;
  status: string;
  endTime: string | null;
  orderId: string | null;
  packageType: string;
  supportRefill: boolean;
  usedMb?: number;
  totalMb?: number | null;
  usageUpdatedAt?: string | null;
}

export const userIccids = () => api.get<{ iccids: IccidRow[] }>('/user/iccids');
export const iccidPackages = (iccid: string) =>
  api.get<{ packages: IccidPackage[] }>(`/telco/user/packages/${encodeURIComponent(iccid)}`);

/** SPEC §3: active is case-insensitive. */
export const isActive = (status: string) => status.trim().toLowerCase() === 'active';
