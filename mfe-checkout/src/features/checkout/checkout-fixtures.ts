import type { Area, CheckoutProduct, PickupLocation } from '@/api/checkout-api';
import { ok, type Route } from '@/test/fake-store';

// What the store's API answers in the checkout's component tests.

export const product = (changes: Partial<CheckoutProduct> = {}): CheckoutProduct => ({
  product_id: 'jp-sim-5gb-7d',
  name: 'Japan SIM 5 GB',
  type: 'sim_bundle',
  price: [{ currency: 'IDR', amount: 150_000 }],
  scope: 'country',
  location_code: 'JP',
  items: [],
  ...changes,
});

export const KUTA: PickupLocation = {
  id: 'DPS-KUTA',
  name: 'Kelana Outlet Kuta',
  address: 'Jl. Legian No. 88, Kuta',
  city: 'Badung',
  latitude: -8.7095,
  longitude: 115.1689,
  opening_hours: 'Senin-Minggu 10.00-21.00',
};

export const NGURAH_RAI: PickupLocation = {
  id: 'DPS-NGURAH-RAI',
  name: 'Kelana Counter Bandara I Gusti Ngurah Rai',
  address: 'Area Keberangkatan Internasional',
  city: 'Badung',
  latitude: -8.7482,
  longitude: 115.1672,
};

const AREAS: Record<string, Area[]> = {
  '/api/provinces/country/ID': [
    { id: '11', name: 'Aceh' },
    { id: '51', name: 'Bali' },
  ],
  '/api/regencies/province/51': [
    { id: '51.03', name: 'Kabupaten Badung' },
    { id: '51.71', name: 'Kota Denpasar' },
  ],
  '/api/regencies/province/11': [{ id: '11.01', name: 'Kabupaten Aceh Selatan' }],
  '/api/districts/regency/51.71': [
    { id: '51.71.01', name: 'Denpasar Selatan' },
    { id: '51.71.02', name: 'Denpasar Timur' },
  ],
  '/api/villages/district/51.71.01': [
    { id: '51.71.01.1001', name: 'Serangan' },
    { id: '51.71.01.1002', name: 'Pedungan' },
  ],
};

const KEYS: Record<string, string> = { provinces: 'provinces', regencies: 'regencies', districts: 'districts', villages: 'villages' };

/** The location service over a slice of Bali. */
export function areaRoutes(): Record<string, Route> {
  return Object.fromEntries(
    Object.entries(AREAS).map(([path, areas]) => {
      const key = KEYS[path.split('/')[2]];
      return [`GET ${path}`, () => ok({ [key]: areas })];
    }),
  );
}

export const PROFILE = {
  uid: 'uid-ani',
  name: 'Ani Lestari',
  email: 'ani@example.com',
  phone: '+6281234567890',
  emailVerified: true,
};
