import { type ComponentType, useEffect, useState } from 'react';

/**
 * Components one remote offers another without either importing the other (remotes never do): the shell
 * provides a loader by name at start-up, a remote asks for the component by that name. The runtime only
 * keeps the table, so it imports no remote either.
 */
type Loader = () => Promise<ComponentType<never>>;

const loaders = new Map<string, Loader>();

/** Names the shell provides. */
export const REMOTE_COMPONENTS = { barcodeScanner: 'BarcodeScanner' } as const;

export function provideRemoteComponent(name: string, load: Loader): void {
  loaders.set(name, load);
}

export type RemoteComponentState<P> =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<P> }
  | { status: 'unavailable' };

/** The component the shell provides under `name`, once loaded; `unavailable` when none or it failed. */
export function useRemoteComponent<P>(name: string): RemoteComponentState<P> {
  const [state, setState] = useState<RemoteComponentState<P>>(() =>
    loaders.has(name) ? { status: 'loading' } : { status: 'unavailable' },
  );
  useEffect(() => {
    const load = loaders.get(name);
    if (!load) return;
    let live = true;
    load().then(
      (Component) => live && setState({ status: 'ready', Component: Component as unknown as ComponentType<P> }),
      () => live && setState({ status: 'unavailable' }),
    );
    return () => {
      live = false;
    };
  }, [name]);
  return state;
}
