import { i18n } from '@kelana/runtime';
import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useState } from 'react';

import { PageSkeleton } from '@/layout/page-skeleton';
import { forgetRemote, loadExposedModule, type RemoteName } from '@/remotes/remote-registry';
import { RemoteErrorBoundary } from '@/routes/remote-error-boundary';
import type { RemoteRoute } from '@/routes/route-table';

type PageComponent = ComponentType<Record<string, string>>;

// One lazy component per exposed page, kept across navigations so returning to a page does not suspend.
// React.lazy remembers a rejection forever, so a retry must drop the entry and build a fresh one.
const lazyPages = new Map<string, LazyExoticComponent<PageComponent>>();

function lazyPage(remote: RemoteName, expose: string): LazyExoticComponent<PageComponent> {
  const key = `${remote}/${expose}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(async () => {
      // The remote's namespace is fetched alongside its code, not after it renders.
      const [module] = await Promise.all([
        loadExposedModule<Record<string, PageComponent>>(remote, expose),
        i18n.loadNamespaces(remote),
      ]);
      const component = module[expose];
      if (!component) throw new Error(`${key} does not export a component named ${expose}`);
      return { default: component };
    });
    lazyPages.set(key, page);
  }
  return page;
}

function forgetPages(remote: RemoteName): void {
  for (const key of lazyPages.keys()) if (key.startsWith(`${remote}/`)) lazyPages.delete(key);
  forgetRemote(remote);
}

/** A route's page from its remote, with a skeleton while it loads and a retry if the remote is down. */
export function RemotePage({ route }: { route: RemoteRoute }) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(route.remote, route.expose);
  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={() => {
        forgetPages(route.remote);
        setAttempt((count) => count + 1);
      }}
    >
      <Suspense fallback={<PageSkeleton />}>
        <Page {...route.props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
