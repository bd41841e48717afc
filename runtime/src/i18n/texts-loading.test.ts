import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { nextTask } from '../tasks/next-task';
import { configureI18n } from './i18n';

const TEXTS = { hello: 'Halo' };

/** Answers each request for texts with the next of `answers` (the last one repeats). */
function serve(...answers: Array<() => Promise<Response>>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url);
      return answers[Math.min(asked.length, answers.length) - 1]!();
    }),
  );
  return asked;
}

const json = (body: unknown, status = 200) => () => Promise.resolve(new Response(JSON.stringify(body), { status }));

async function start() {
  const instance = i18next.createInstance();
  await configureI18n(instance, { lng: 'id', debug: false });
  await instance.loadNamespaces('common');
  return instance;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('texts from /locales', () => {
  it('reads a namespace once from /locales/{lng}/{ns}.json', async () => {
    const asked = serve(json(TEXTS));
    const instance = await start();
    expect(instance.t('hello')).toBe('Halo');
    expect(asked).toEqual(['/locales/id/common.json']);
  });

  it('asks again after a server error or a lost connection, and the texts arrive', async () => {
    const asked = serve(json({}, 503), () => Promise.reject(new TypeError('Failed to fetch')), json(TEXTS));
    const instance = await start();
    await vi.waitFor(() => expect(instance.t('hello')).toBe('Halo'), { timeout: 5000 });
    expect(asked).toHaveLength(3);
  });

  it('asks for each file in a task of its own, not inside the one that wanted the texts', async () => {
    const asked = serve(json(TEXTS));
    const starting = start();
    // The task that wanted the texts ends with its microtasks: still no request.
    for (let step = 0; step < 20; step += 1) await Promise.resolve();
    expect(asked).toEqual([]);
    await nextTask();
    expect(asked).toEqual(['/locales/id/common.json']);
    expect((await starting).t('hello')).toBe('Halo');
  });

  it('does not ask again for a file the server does not have', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const asked = serve(json({ error: 'not found' }, 404));
    const starting = start();
    // Longer than every retry i18next would make (350 ms, doubling, five times).
    await vi.advanceTimersByTimeAsync(20_000);
    const instance = await starting;
    expect(instance.t('hello')).toBe('hello');
    expect(asked).toHaveLength(1);
  });
});
