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

// One load and one component per exposed page, kept across navigations so returning to a page does not
// suspend. React.lazy remembers a rejection forever, so a retry drops them and starts afresh.
const pageLoads = new Map<string, Promise<PageModule>>();
const pageComponents = new Map<string, PageComponent | LazyExoticComponent<PageComponent>>();

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
      // A page not rendered yet renders as itself, not lazily (pageComponent).
      if (!pageComponents.has(key)) pageComponents.set(key, component as PageComponent);
      return { default: component as PageComponent };
    })();
    pageLoads.set(key, load);
  }
  return load;
}

/**
 * The page's component: itself when its code is already in (the page opened, preloaded at start-up), so it
 * renders with the layout; otherwise a lazy one, and its Suspense boundary shows the skeleton until it comes.
 * Chosen once per page, so a page never changes type (and remounts) between renders. A page that suspends right
 * after its skeleton was committed is held back by React until 300 ms after that commit (its
 * FALLBACK_THROTTLE_MS): a preloaded page handed over up to 300 ms late.
 */
function pageComponent(remote: RemoteName, expose: string): PageComponent | LazyExoticComponent<PageComponent> {
  const key = `${remote}/${expose}`;
  let page = pageComponents.get(key);
  if (!page) {
    // The page's first render is a task of its own, not at the end of the one that evaluated its remote's code.
    page = lazy(async () => {
      const module = await loadPage(remote, expose);
      await nextTask();
      return module;
    });
    pageComponents.set(key, page);
  }
  return page;
}

/**
 * Starts loading the page of the address the visitor opened, at start-up: its remote's manifest, code
 * and translations then travel alongside the shell's own translations instead of after them. Settles when
 * the page can render, or has failed: a failure is left to the page itself, which shows it with a retry.
 */
export function preloadPage(remote: RemoteName, expose: string): Promise<unknown> {
  return loadPage(remote, expose).catch(() => undefined);
}

function forgetPages(remote: RemoteName): void {
  const ofRemote = (key: string) => key.startsWith(`${remote}/`);
  for (const pages of [pageComponents, pageLoads]) for (const key of pages.keys()) if (ofRemote(key)) pages.delete(key);
  forgetRemote(remote);
}

/** A route's page from its remote, with a skeleton while it loads and a retry if the remote is down. */
export function RemotePage({ route }: { route: RemoteRoute }) {
  const [attempt, setAttempt] = useState(0);
  const Page = pageComponent(route.remote, route.expose);
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
