import { i18n } from '@kelana/runtime';
import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useState } from 'react';

import { FirstScreenRelease } from '@/layout/first-screen';
import { PageSkeleton } from '@/layout/page-skeleton';
import { nextTask } from '@kelana/runtime/next-task';
import { forgetRemote, loadExposedModule, type RemoteName } from '@/remotes/remote-registry';
import { RemoteErrorBoundary } from '@/routes/remote-error-boundary';
import type { RemoteRoute } from '@/routes/route-table';

type PageComponent = ComponentType<Record<string, string>>;

type PageModule = { default: PageComponent };

/**
 * What an exposed page module holds: its page component under the expose's name and, optionally, `prefetch`,
 * which starts what the page's first screen shows (a list it asks the server for). The shell calls it once the
 * page's code is in, before the page renders: a request started in a render would be made again each time
 * React starts that render over.
 */
type ExposedPage = { [expose: string]: unknown; prefetch?: unknown };

// One load and one lazy component per exposed page, kept across navigations so returning to a page
// does not suspend. React.lazy remembers a rejection forever, so a retry drops both and starts afresh.
const pageLoads = new Map<string, Promise<PageModule>>();
const lazyPages = new Map<string, LazyExoticComponent<PageComponent>>();

function loadPage(remote: RemoteName, expose: string): Promise<PageModule> {
  const key = `${remote}/${expose}`;
  let load = pageLoads.get(key);
  if (!load) {
    load = (async () => {
      // The remote's namespace is fetched alongside its code, not after it renders.
      const [module] = await Promise.all([loadExposedModule<ExposedPage>(remote, expose), i18n.loadNamespaces(remote)]);
      const component = module[expose];
      if (typeof component !== 'function') throw new Error(`${key} does not export a component named ${expose}`);
      // In a task of its own: the page's modules were just evaluated in this one.
      const { prefetch } = module;
      if (typeof prefetch === 'function') void nextTask().then(() => prefetch());
      return { default: component as PageComponent };
    })();
    pageLoads.set(key, load);
  }
  return load;
}

function lazyPage(remote: RemoteName, expose: string): LazyExoticComponent<PageComponent> {
  const key = `${remote}/${expose}`;
  let page = lazyPages.get(key);
  if (!page) {
    // The page's first render is a task of its own: not at the end of the one that evaluated its remote's code,
    // nor, when its code came in first (preloaded at start-up), in the layout's first render.
    page = lazy(async () => {
      const module = await loadPage(remote, expose);
      await nextTask();
      return module;
    });
    lazyPages.set(key, page);
  }
  return page;
}

/**
 * Starts loading the page of the address the visitor opened, at start-up: its remote's manifest, code
 * and translations then travel alongside the shell's own translations instead of after them.
 * A failure here is left to the page itself, which shows it with a retry.
 */
export function preloadPage(remote: RemoteName, expose: string): void {
  loadPage(remote, expose).catch(() => undefined);
}

function forgetPages(remote: RemoteName): void {
  for (const key of lazyPages.keys()) if (key.startsWith(`${remote}/`)) lazyPages.delete(key);
  for (const key of pageLoads.keys()) if (key.startsWith(`${remote}/`)) pageLoads.delete(key);
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
        <FirstScreenRelease />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
