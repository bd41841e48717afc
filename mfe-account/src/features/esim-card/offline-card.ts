import { tokenSubject } from '@kelana/runtime/offline-caches';

// The eSIM card's service worker (shell/src/service-worker/esim-offline.ts, built to /sw.js). Registered only here,
// never on the home page, and with the scope /esim/: it controls eSIM card pages and nothing else.
const WORKER_URL = '/sw.js';
const WORKER_SCOPE = '/esim/';
const CONTROL_WAIT_MS = 3000;

/** What this page loaded from the store before the worker controlled it: its address and its own files. */
function loadedFiles(): string[] {
  const here = `${window.location.pathname}${window.location.search}`;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${window.location.origin}/`) && !name.includes('/api/'));
  return [here, ...new Set(files)];
}

function controlled(container: ServiceWorkerContainer): Promise<ServiceWorker | null> {
  if (container.controller) return Promise.resolve(container.controller);
  return new Promise((resolve) => {
    const done = () => resolve(container.controller);
    container.addEventListener('controllerchange', done, { once: true });
    setTimeout(done, CONTROL_WAIT_MS);
  });
}

function ask(worker: ServiceWorker, message: unknown): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage(message, [channel.port2]);
    setTimeout(resolve, 10_000); // never hold the page on the worker
  });
}

/**
 * Keeps this eSIM card for offline use, for the signed-in user the token names: registers the worker, and asks it to
 * keep what the page already loaded (on a first visit nothing went through it yet). Answers whether the page was
 * already controlled when it loaded (then its eSIM answer went through the worker and is kept too), or null when this
 * browser cannot keep it (no service workers, an insecure origin, storage refused).
 */
export async function keepForOffline(token: string | null): Promise<{ wasControlled: boolean } | null> {
  const uid = tokenSubject(token);
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!uid || !container || typeof caches === 'undefined') return null;
  const wasControlled = Boolean(container.controller);
  try {
    await container.register(WORKER_URL, { scope: WORKER_SCOPE });
    await container.ready;
    const worker = await controlled(container);
    if (!worker) return null;
    await ask(worker, { type: 'kelana:remember', uid, urls: loadedFiles() });
    return { wasControlled };
  } catch {
    return null;
  }
}
