import { offlineCacheName, tokenSubject } from '@kelana/runtime/offline-caches';

// The eSIM card's service worker (shell/src/service-worker/esim-offline.ts, built to /sw.js). Registered only here,
// never on the home page, and with the scope /esim/: it controls eSIM card pages and nothing else.
const WORKER_URL = '/sw.js';
const WORKER_SCOPE = '/esim/';
const WORKER_WAIT_MS = 10_000;

/** What this page loaded from the store: its address and its own files (scripts, styles, fonts, texts). */
function loadedFiles(): string[] {
  const here = `${window.location.pathname}${window.location.search}`;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${window.location.origin}/`) && !name.includes('/api/'));
  return [here, ...new Set(files)];
}

function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  if (registration.active) return Promise.resolve(registration.active);
  const coming = registration.installing ?? registration.waiting;
  if (!coming) return Promise.resolve(null);
  return new Promise((resolve) => {
    const check = () => {
      if (coming.state === 'activated') resolve(coming);
      else if (coming.state === 'redundant') resolve(null);
    };
    coming.addEventListener('statechange', check);
    setTimeout(() => resolve(registration.active), WORKER_WAIT_MS);
  });
}

function ask(worker: ServiceWorker, message: unknown): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(true);
    worker.postMessage(message, [channel.port2]);
    setTimeout(() => resolve(false), WORKER_WAIT_MS); // never hold the page on the worker
  });
}

/**
 * Keeps this eSIM card for offline use, for the signed-in user the token names: registers the worker and asks it to
 * keep what the page loaded (the page may have come from another address of the store, or before the worker ran,
 * so none of it went through the worker yet), then keeps the eSIM's answer, as the server sent it, in the same
 * user's cache. Answers false when this browser cannot keep it (no service workers, an insecure origin, storage
 * refused).
 */
export async function keepForOffline(token: string | null, answer: { url: string; body: unknown }): Promise<boolean> {
  const uid = tokenSubject(token);
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!uid || !container || typeof caches === 'undefined') return false;
  try {
    const worker = await activated(await container.register(WORKER_URL, { scope: WORKER_SCOPE }));
    if (!worker || !(await ask(worker, { type: 'kelana:remember', uid, urls: loadedFiles() }))) return false;
    const cache = await caches.open(offlineCacheName(uid));
    const body = JSON.stringify(answer.body);
    await cache.put(new URL(answer.url, window.location.origin).href, new Response(body, { headers: { 'Content-Type': 'application/json' } }));
    return true;
  } catch {
    return false;
  }
}
