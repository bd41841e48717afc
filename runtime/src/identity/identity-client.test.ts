// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createIdentityClient } from './identity-client';

interface Seen {
  path: string;
  type: string | undefined;
  locale: string | undefined;
  body: string;
}

const seen: Seen[] = [];
let server: Server;
let origin: string;

const answers: Record<string, (body: Record<string, string>) => [number, unknown]> = {
  '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword': (body) =>
    body.password === 'benar123'
      ? [200, { idToken: 'id-1', refreshToken: 'r-1', localId: 'u1', email: body.email }]
      : [400, { error: { code: 400, message: 'INVALID_LOGIN_CREDENTIALS', errors: [] } }],
  '/identitytoolkit.googleapis.com/v1/accounts:signUp': () => [400, { error: { code: 400, message: 'WEAK_PASSWORD : Password should be at least 6 characters' } }],
  '/identitytoolkit.googleapis.com/v1/accounts:lookup': () => [200, { users: [{ localId: 'u1', email: 'a@b.id', emailVerified: true }] }],
  '/identitytoolkit.googleapis.com/v1/accounts:sendOobCode': (body) => [200, { email: body.email ?? 'a@b.id', kind: body.requestType }],
  '/identitytoolkit.googleapis.com/v1/accounts:verifyEmailCode': (body) =>
    body.code === '123456' ? [200, { email: body.email, emailVerified: true }] : [400, { error: { code: 400, message: 'INVALID_OOB_CODE' } }],
  '/securetoken.googleapis.com/v1/token': () => [200, { id_token: 'id-2', access_token: 'id-2', refresh_token: 'r-2' }],
};

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      seen.push({ path, type: req.headers['content-type'], locale: req.headers['x-firebase-locale'] as string | undefined, body: raw });
      const body = req.headers['content-type']?.startsWith('application/json') ? JSON.parse(raw) : Object.fromEntries(new URLSearchParams(raw));
      const [status, answer] = answers[path]?.(body) ?? [404, { error: { code: 404, message: 'NOT_FOUND' } }];
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('identity client', () => {
  it('signs in and sends the page language as X-Firebase-Locale', async () => {
    const client = createIdentityClient(origin, () => 'id');
    expect(await client.signInWithPassword('a@b.id', 'benar123')).toMatchObject({ ok: true, data: { idToken: 'id-1', refreshToken: 'r-1' } });
    expect(seen.at(-1)).toMatchObject({ type: 'application/json', locale: 'id' });
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ email: 'a@b.id', password: 'benar123', returnSecureToken: true });
  });

  it('returns the provider error code, without the detail after " : "', async () => {
    const client = createIdentityClient(origin);
    expect(await client.signInWithPassword('a@b.id', 'salah')).toEqual({ ok: false, code: 'INVALID_LOGIN_CREDENTIALS', message: 'INVALID_LOGIN_CREDENTIALS' });
    expect(await client.signUp('a@b.id', '123')).toMatchObject({ ok: false, code: 'WEAK_PASSWORD' });
  });

  it('reads users[0] of a lookup', async () => {
    expect(await createIdentityClient(origin).lookup('id-1')).toEqual({ ok: true, data: { localId: 'u1', email: 'a@b.id', emailVerified: true } });
  });

  it('asks for the verification and reset e-mails with the right request type', async () => {
    const client = createIdentityClient(origin);
    await client.sendVerifyEmail('id-1');
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ requestType: 'VERIFY_EMAIL', idToken: 'id-1' });
    expect(await client.sendPasswordReset('a@b.id')).toMatchObject({ ok: true, data: { email: 'a@b.id' } });
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ requestType: 'PASSWORD_RESET', email: 'a@b.id' });
  });

  it('verifies the 6-digit e-mail code', async () => {
    const client = createIdentityClient(origin);
    expect(await client.verifyEmailCode('a@b.id', '123456')).toMatchObject({ ok: true, data: { emailVerified: true } });
    expect(await client.verifyEmailCode('a@b.id', '000000')).toMatchObject({ ok: false, code: 'INVALID_OOB_CODE' });
  });

  it('refreshes with a form-encoded grant and maps the snake_case answer', async () => {
    expect(await createIdentityClient(origin).refresh('r-1')).toEqual({ ok: true, data: { idToken: 'id-2', refreshToken: 'r-2' } });
    expect(seen.at(-1)).toMatchObject({ path: '/securetoken.googleapis.com/v1/token', type: 'application/x-www-form-urlencoded', body: 'grant_type=refresh_token&refresh_token=r-1' });
  });

  it('reports a network failure as a value', async () => {
    expect(await createIdentityClient('http://127.0.0.1:1').lookup('x')).toMatchObject({ ok: false, code: 'NETWORK_ERROR' });
  });
});
