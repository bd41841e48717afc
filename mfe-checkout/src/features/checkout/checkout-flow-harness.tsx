import { saveSession } from '@kelana/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';

import type { CheckoutProduct } from '@/api/checkout-api';
import { CheckoutFlow } from '@/features/checkout/checkout-flow';
import { areaRoutes, KUTA, NGURAH_RAI, PROFILE } from '@/features/checkout/checkout-fixtures';
import { fakeStore, ok, refused, type Route as FakeRoute } from '@/test/fake-store';

// The checkout flow as its component tests drive it: rendered in a router with the payment result page beside it,
// against a fake store that answers the calls the flow makes.

function ResponsePage() {
  const location = useLocation();
  return <p>response page {location.search}</p>;
}

export function renderFlow(
  sold: CheckoutProduct,
  { promo = null as string | null, redirect = vi.fn(), topUpIccid = null as string | null } = {},
) {
  render(
    <MemoryRouter initialEntries={['/checkout/x']}>
      <Routes>
        <Route
          path="/checkout/x"
          element={<CheckoutFlow product={sold} locationCode="JP" urlPromo={promo} topUpIccid={topUpIccid} redirect={redirect} />}
        />
        <Route path="/payment/response" element={<ResponsePage />} />
      </Routes>
    </MemoryRouter>,
  );
  return { redirect, user: userEvent.setup() };
}

export function store(extra: Record<string, FakeRoute> = {}) {
  return fakeStore({
    ...areaRoutes(),
    'GET /api/pickup-locations/product': () => ok({ pickup_locations: [NGURAH_RAI, KUTA] }),
    'PATCH /api/auth/me': (call) => ok({ ...PROFILE, ...call.body }),
    'GET /api/promos/HEMAT25K/validate': () => ok({ discount: 25_000, final_amount: 125_000, promo: { code: 'HEMAT25K', name: 'Hemat' } }),
    'GET /api/promos/SALAH/validate': () => [404, refused('Kode promo tidak valid')],
    'POST /api/order/create': (call) =>
      ok({ order_id: call.body.order_id, total_amount: 150_000, order_details: [{ product_id: 'jp-sim-5gb-7d', name: 'Japan SIM 5 GB' }] }),
    ...extra,
  });
}

export const continueButton = () => screen.getByRole('button', { name: 'Lanjutkan' });

export async function toSummary(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /Kelana Outlet Kuta/ }));
  await user.click(continueButton());
  await user.type(screen.getByLabelText('Nama lengkap'), 'Ani Lestari');
  await user.clear(screen.getByLabelText('Nomor telepon'));
  await user.type(screen.getByLabelText('Nomor telepon'), '+6281234567890');
  await user.click(continueButton());
  await user.click(continueButton());
}

/** Each test starts signed in (the shell's guard lets no one else here), with no address stored yet. */
export function startSignedIn() {
  beforeEach(() => {
    window.scrollTo = vi.fn();
    window.sessionStorage.clear(); // no checkout draft from another test
    saveSession({ user: { ...PROFILE } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
