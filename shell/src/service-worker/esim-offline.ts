// The eSIM card's service worker (docs/frontend.md, "The eSIM card offline"), built to /sw.js and registered by
// the eSIM card page with the scope /esim/: no other page of the store is controlled by it.
//
// What it keeps, and only for a signed-in user, in that user's own cache (`kelana-esim-<uid>`):
// - the eSIM card page's HTML (a navigation under /esim/),
// - the scripts, styles, fonts, remote manifests and translations an eSIM card page asks for,
// - that user's `GET /api/user/orders/{id}/iccid` answers, in the cache of the user the bearer token names.
// Each is asked of the network first and answered from the cache only when the network fails. The cache is made
// only when a signed-in eSIM card page says whose it is (the `remember` message); the runtime deletes it on sign-out.
// Nothing else is cached: other requests go to the network as if there were no service worker.
import { NetworkFirst } from 'workbox-strategies';

import { OFFLINE_CACHE_PREFIX, offlineCacheName, tokenSubject } from '@kelana/runtime/offline-caches';

declare const self: ServiceWorkerGlobalScope;

const ESIM_PAGE = /^\/esim\/[^/]+\/?$/;
const ICCID_ANSWER = /^\/api\/user\/orders\/[^/]+\/iccid$/;
// What an eSIM card page loads besides its HTML and its eSIM's answer.
const PAGE_FILES = /^\/(?:static|mfe|locales)\/|^\/(?:favicon-32\.png|apple-touch-icon\.png)$|^\/esim\/[^/]+\/manifest\.webmanifest$/;
// A slow network gives way to the kept copy after this long (the network's answer still refreshes the cache).
const NETWORK_TIMEOUT_SECONDS = 6;

/** The one user whose eSIM card is kept (one at a time: remembering a user forgets any other). */
async function keptCache(): Promise<string | null> {
  const names = await caches.keys();
  return names.find((name) => name.startsWith(OFFLINE_CACHE_PREFIX)) ?? null;
}

function networkFirst(cacheName: string) {
  // Only a complete answer, and only while the user's cache still exists: a sign-out deletes it while answers may be
  // on their way, and writing one of them must not make the cache again.
  const keepWhileSignedIn = {
    cacheWillUpdate: async ({ response }: { response: Response }) => (response.status === 200 && (await caches.has(cacheName)) ? response : null),
  };
  // ignoreVary: the cache is one user's, and an answer must be found again offline whatever the headers.
  return new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [keepWhileSignedIn],
  });
}

async function fromEsimPage(event: FetchEvent): Promise<boolean> {
  if (!event.clientId) return false;
  const client = await self.clients.get(event.clientId);
  return client !== undefined && ESIM_PAGE.test(new URL(client.url).pathname);
}

async function answer(event: FetchEvent, url: URL): Promise<Response> {
  const { request } = event;
  let cacheName: string | null = null;
  if (ICCID_ANSWER.test(url.pathname)) {
    // Only into the cache of the user whose token asks, and only once that user's eSIM page made it.
    const uid = tokenSubject(request.headers.get('Authorization')?.replace(/^Bearer\s+/i, ''));
    const own = uid ? offlineCacheName(uid) : null;
    cacheName = own && (await keptCache()) === own ? own : null;
  } else if (request.mode === 'navigate' || (await fromEsimPage(event))) {
    cacheName = await keptCache();
  }
  if (cacheName === null) return fetch(request);
  return networkFirst(cacheName).handle({ event, request });
}

/** The files a page loaded before this worker controlled it, kept now (the first visit). */
async function remember(uid: string, urls: string[]): Promise<void> {
  const own = offlineCacheName(uid);
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX) && name !== own).map((name) => caches.delete(name)));
  const cache = await caches.open(own);
  await Promise.all(
    urls.map(async (address) => {
      const url = new URL(address, self.location.origin);
      if (url.origin !== self.location.origin || !(ESIM_PAGE.test(url.pathname) || PAGE_FILES.test(url.pathname))) return;
      try {
        const response = await fetch(url, { credentials: 'same-origin' });
        if (response.ok) await cache.put(url, response);
      } catch {
        // Offline already: what the page asks for next is kept as it comes.
      }
    }),
  );
}

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const page = request.mode === 'navigate' && ESIM_PAGE.test(url.pathname);
  if (!page && !PAGE_FILES.test(url.pathname) && !ICCID_ANSWER.test(url.pathname)) return;
  event.respondWith(answer(event, url));
});

type Message = { type: 'kelana:remember'; uid: string; urls: string[] };

self.addEventListener('message', (event) => {
  const message = event.data as Message | null;
  const reply = () => event.ports[0]?.postMessage({ done: true });
  // Only the store's own pages can reach this worker; still, a message must have the shape it expects.
  if (message?.type === 'kelana:remember' && typeof message.uid === 'string' && Array.isArray(message.urls)) {
    event.waitUntil(remember(message.uid, message.urls.filter((url) => typeof url === 'string')).then(reply, reply));
  }
});
