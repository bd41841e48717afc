import { useCallback, useEffect, useRef, useState } from 'react';

import { type Area, districts, provinces, regencies, villages } from '@/api/checkout-api';
import { type Address, byName, EMPTY_ADDRESS } from '@/features/checkout/checkout-model';

export type AreaLevel = 'province' | 'regency' | 'district' | 'village';
export const AREA_LEVELS: readonly AreaLevel[] = ['province', 'regency', 'district', 'village'];

/** The names a profile stores for its address (SPEC §3 User). */
export interface StoredAddress {
  province_state?: string | null;
  regency_city?: string | null;
  district?: string | null;
  village?: string | null;
  postal_code?: string | null;
  address?: string | null;
}

type Lists = Record<AreaLevel, Area[]>;
const EMPTY_LISTS: Lists = { province: [], regency: [], district: [], village: [] };

/** Each level's list of children, by the parent's id. */
const LOADERS: Record<Exclude<AreaLevel, 'province'>, (parent: string) => Promise<Area[] | null>> = {
  regency: async (id) => {
    const result = await regencies(id);
    return result.ok ? result.data.regencies : null;
  },
  district: async (id) => {
    const result = await districts(id);
    return result.ok ? result.data.districts : null;
  },
  village: async (id) => {
    const result = await villages(id);
    return result.ok ? result.data.villages : null;
  },
};

const below = (level: AreaLevel) => AREA_LEVELS.slice(AREA_LEVELS.indexOf(level) + 1);

export interface AddressCascade {
  address: Address;
  lists: Lists;
  /** The level whose list is loading. */
  loading: AreaLevel | null;
  failed: boolean;
  choose: (level: AreaLevel, id: string) => void;
  setPostalCode: (value: string) => void;
  setStreet: (value: string) => void;
}

/**
 * SPEC §4 Address cascade: choosing a province clears and reloads the regencies and clears district and
 * village; a regency clears district and village; a district clears the village. The profile's stored names
 * are matched to ids again on load.
 */
export function useAddressCascade(stored: StoredAddress | null | undefined, draft?: Address | null): AddressCascade {
  // A draft kept from before a reload is shown at once (its areas are matched to the lists again as they load).
  const [address, setAddress] = useState<Address>(() =>
    draft
      ? draft
      : {
          ...EMPTY_ADDRESS,
          postalCode: stored?.postal_code ?? '',
          street: stored?.address ?? '',
        },
  );
  const [lists, setLists] = useState<Lists>(EMPTY_LISTS);
  const [loading, setLoading] = useState<AreaLevel | null>('province');
  const [failed, setFailed] = useState(false);
  // Only the latest choice's list is kept: a slow answer to an earlier choice is dropped.
  const generation = useRef(0);
  const storedRef = useRef<StoredAddress | null | undefined>(
    draft
      ? {
          province_state: draft.province?.name,
          regency_city: draft.regency?.name,
          district: draft.district?.name,
          village: draft.village?.name,
        }
      : stored,
  );

  useEffect(() => {
    let live = true;
    void (async () => {
      const first = await provinces();
      if (!live) return;
      if (!first.ok) {
        setFailed(true);
        setLoading(null);
        return;
      }
      const found: Lists = { ...EMPTY_LISTS, province: first.data.provinces };
      const chosen: Partial<Address> = {};
      const names = storedRef.current;
      let parent = byName(found.province, names?.province_state);
      chosen.province = parent;
      const storedNames: Record<Exclude<AreaLevel, 'province'>, string | null | undefined> = {
        regency: names?.regency_city,
        district: names?.district,
        village: names?.village,
      };
      for (const level of ['regency', 'district', 'village'] as const) {
        if (!parent) break;
        const children = await LOADERS[level](parent.id);
        if (!live) return;
        if (!children) break;
        found[level] = children;
        parent = byName(children, storedNames[level]);
        chosen[level] = parent;
      }
      setLists(found);
      setAddress((current) => ({ ...current, ...chosen }));
      setLoading(null);
    })();
    return () => {
      live = false;
    };
  }, []);

  const choose = useCallback(
    (level: AreaLevel, id: string) => {
      const area = lists[level].find((candidate) => candidate.id === id) ?? null;
      const cleared = Object.fromEntries(below(level).map((lower) => [lower, null]));
      setAddress((current) => ({ ...current, ...cleared, [level]: area }));
      setLists((current) => ({ ...current, ...Object.fromEntries(below(level).map((lower) => [lower, []])) }));
      const next = below(level)[0];
      const ticket = ++generation.current;
      if (!area || !next || next === 'province') {
        setLoading(null);
        return;
      }
      setLoading(next);
      void LOADERS[next](area.id).then((children) => {
        if (ticket !== generation.current) return;
        setLoading(null);
        if (!children) {
          setFailed(true);
          return;
        }
        setFailed(false);
        setLists((current) => ({ ...current, [next]: children }));
      });
    },
    [lists],
  );

  const setPostalCode = useCallback((value: string) => setAddress((current) => ({ ...current, postalCode: value })), []);
  const setStreet = useCallback((value: string) => setAddress((current) => ({ ...current, street: value })), []);

  return { address, lists, loading, failed, choose, setPostalCode, setStreet };
}
