import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export const REMOTE_NAMES = ['catalog', 'checkout', 'account', 'scanner'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

// Relative on purpose: the runtime resolves it against the page's origin, so one build serves any host
// (localhost:8080, the shell dev server on 3000, production) without baking a URL in.
const manifestUrl = (name: RemoteName) => `/mfe/${name}/mf-manifest.json`;

export function registerStoreRemotes(): void {
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: manifestUrl(name) })));
}

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: RemoteName, options?: ErrorOptions) {
    super(`Remote "${remote}" could not be loaded`, options);
    this.name = 'RemoteUnavailableError';
  }
}

/** Loads one exposed module; any failure (manifest, entry, chunk) becomes a RemoteUnavailableError. */
export async function loadExposedModule<T>(remote: RemoteName, expose: string): Promise<T> {
  let loaded: T | null;
  try {
    loaded = await loadRemote<T>(`${remote}/${expose}`);
  } catch (cause) {
    throw new RemoteUnavailableError(remote, { cause });
  }
  if (!loaded) throw new RemoteUnavailableError(remote);
  return loaded;
}

/**
 * Forgets a remote that failed, so the next load fetches its manifest again instead of replaying the cached
 * failure: re-registering with `force` drops the runtime's manifest and entry caches for it.
 */
export function forgetRemote(remote: RemoteName): void {
  registerRemotes([{ name: remote, entry: manifestUrl(remote) }], { force: true });
}
