// A Chromium profile holding a signed-in shopper's session for the running store, for Lighthouse's signed-in pages
// (`/checkout/<product>`, `/riwayat-order`). The shopper is made through the store's real API: sign-up, the
// verification code from the development mailbox (DEV_MAILBOX=true), sign-in, then `orders` bank-transfer orders.
// The session is stored the way the login screen stores it (SPEC §3's localStorage keys, and the signed-in cookie)
// on a page that loads none of the store's scripts, so the profile's HTTP cache stays empty.
// Usage: node bench/signed-in-profile.mjs <store url> <profile dir> [orders]
import { chromium } from 'playwright-core';

const [base, profileDir, ordersArg] = process.argv.slice(2);
if (!base || !profileDir) throw new Error('usage: signed-in-profile.mjs <store url> <profile dir> [orders]');
const orders = Number(ordersArg ?? 3);
const TOOLKIT = `${base}/identitytoolkit.googleapis.com/v1/accounts:`;

async function call(url, { body, token } = {}) {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text}`);
  return JSON.parse(text);
}

async function mailboxCode(email) {
  for (let tries = 0; tries < 100; tries += 1) {
    const { data } = await call(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const code = (data ?? []).map((entry) => /\b(\d{6})\b/.exec(entry.body)?.[1]).find(Boolean);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification e-mail for ${email} (is DEV_MAILBOX on?)`);
}

const orderNumber = () =>
  Array.from({ length: 10 }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[Math.floor(Math.random() * 36)]).join('');

const email = `bench-${Date.now()}@example.com`;
const password = 'Rahasia-Kelana-9';
const signUp = await call(`${TOOLKIT}signUp`, { body: { email, password, returnSecureToken: true } });
await call(`${TOOLKIT}sendOobCode`, { body: { requestType: 'VERIFY_EMAIL', idToken: signUp.idToken } });
await call(`${TOOLKIT}verifyEmailCode`, { body: { email, code: await mailboxCode(email) } });
const { idToken, refreshToken } = await call(`${TOOLKIT}signInWithPassword`, {
  body: { email, password, returnSecureToken: true },
});
const profile = (await call(`${base}/api/auth/me`, { token: idToken })).data;
const products = ['jp-esim-5gb-5d', 'jp-esim-10gb-10d', 'jp-esim-5gb-5d'];
for (let index = 0; index < orders; index += 1) {
  await call(`${base}/api/order/create`, {
    token: idToken,
    body: {
      order_id: orderNumber(),
      promo_code: null,
      order_details: [{ product_id: products[index % products.length], currency: 'IDR', quantity: 1 }],
      country: 'JP',
      delivery_type: 'delivery',
      pickup_location: null,
      delivery_address: { street: 'Jl. Merdeka 17', city: 'Jakarta Pusat', state: 'DKI Jakarta', postal_code: '10110' },
      payment_method: 'transfer',
    },
  });
}

const session = { token: idToken, refreshToken, user: JSON.stringify({ ...profile, displayName: profile.name ?? undefined }) };
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const page = context.pages()[0] ?? (await context.newPage());
await page.goto(`${base}/api/health/live`);
await page.evaluate((stored) => {
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
}, session);
// A lasting cookie, as the runtime writes it: a cookie without an expiry ends with the browser, and the profile
// is reopened for every audit (the server would draw the sign-in form first, as for a visitor).
const inAYear = Math.floor(Date.now() / 1000) + 365 * 24 * 3600;
// And the token's copy for the order history page, as the runtime keeps it (session-storage.ts): for as long as the
// token lasts (an hour), so the server draws the shopper's cards on that page before its scripts.
const tokenExpires = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString()).exp;
await context.addCookies([
  { name: 'kelana_signed_in', value: '1', url: base, expires: inAYear },
  { name: 'kelana_orders_page', value: idToken, domain: new URL(base).hostname, path: '/riwayat-order', expires: tokenExpires, sameSite: 'Lax' },
]);
await context.close();
console.log(`signed-in profile: ${email}, ${orders} orders, in ${profileDir}`);
