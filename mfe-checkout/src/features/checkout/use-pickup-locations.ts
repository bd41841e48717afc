import { useCallback, useEffect, useRef, useState } from 'react';

import { type PickupLocation, type ProductType, pickupsForProduct, pickupsNearby } from '@/api/checkout-api';

export type PickupMode = 'byProduct' | 'nearby';

/** SPEC §8 Pickup: each state the selector can tell. */
export type PickupStatus =
  | 'loading'
  | 'ready'
  | 'waitingForPermission'
  | 'loadFailed'
  | 'generic'
  | 'geolocationUnsupported'
  | 'geolocationDenied';

export interface PickupLocations {
  mode: PickupMode;
  status: PickupStatus;
  locations: PickupLocation[];
  setMode: (mode: PickupMode) => void;
}

const PERMISSION_DENIED = 1;
const POSITION_TIMEOUT_MS = 10_000;

/** The pickup points of a product type (the default), or those near the browser's position. */
export function usePickupLocations(productType: ProductType, enabled: boolean): PickupLocations {
  const [mode, setMode] = useState<PickupMode>('byProduct');
  const [status, setStatus] = useState<PickupStatus>('loading');
  const [locations, setLocations] = useState<PickupLocation[]>([]);
  const generation = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    const ticket = ++generation.current;
    const current = () => ticket === generation.current;
    setLocations([]);
    if (mode === 'byProduct') {
      setStatus('loading');
      void pickupsForProduct(productType).then((result) => {
        if (!current()) return;
        if (!result.ok) return setStatus('loadFailed');
        setLocations(result.data.pickup_locations);
        setStatus('ready');
      });
      return;
    }
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      setStatus('geolocationUnsupported');
      return;
    }
    setStatus('waitingForPermission');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (!current()) return;
        setStatus('loading');
        void pickupsNearby(position.coords.latitude, position.coords.longitude).then((result) => {
          if (!current()) return;
          if (!result.ok) return setStatus('loadFailed');
          setLocations(result.data.pickup_locations);
          setStatus('ready');
        });
      },
      (error) => {
        if (!current()) return;
        setStatus(error.code === PERMISSION_DENIED ? 'geolocationDenied' : 'generic');
      },
      { timeout: POSITION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  }, [enabled, mode, productType]);

  const choose = useCallback((next: PickupMode) => setMode(next), []);
  return { mode, status, locations, setMode: choose };
}
