import { api, type ApiResult, nextTask } from '@kelana/runtime';

import { loadDestinations } from '@/features/search/public';

/** The lists the home page shows, each read from the store once per visit to the page. */
export const HOME_LISTS = ['/promos', '/countries', '/regions', '/products/special'] as const;
type HomeList = (typeof HOME_LISTS)[number];

const early = new Map<HomeList, Promise<ApiResult<unknown>>>();
const inFlight = new Map<HomeList, Promise<ApiResult<unknown>>>();

/** One request at a time per list, shared by the mounts that ask while it is out (StrictMode mounts twice). */
function request<T>(path: HomeList): Promise<ApiResult<T>> {
  let pending = inFlight.get(path);
  if (!pending) {
    pending = api.get<T>(path).finally(() => inFlight.delete(path));
    inFlight.set(path, pending);
  }
  return pending as Promise<ApiResult<T>>;
}

/**
 * Starts every list once the home page's code is in, before the page renders (the shell calls the page module's
 * `prefetch`). Asked for from the sections' effects instead, four requests started inside the task in which React
 * put the page in place, a task of 7 to 17 ms in Lighthouse's traces, and the first banner (the largest picture
 * of the page) waited for it. Each request starts in a task of its own: a `fetch` took 1 to 2 ms there, five in
 * one task were 5 to 14 ms. Never from a render: a request moves the loading bar, and an update while the page
 * renders in a transition makes React start that render over.
 */
export function prefetchHomeLists(): void {
  for (const path of HOME_LISTS) {
    if (!early.has(path)) early.set(path, nextTask().then(() => request(path)));
  }
  void nextTask().then(() => loadDestinations()); // the search box's index, kept for the whole visit
}

/** A list for a section that mounts: the prefetched answer the first time, a new request on a later visit. */
export function homeList<T>(path: HomeList): Promise<ApiResult<T>> {
  const started = early.get(path);
  early.delete(path);
  return (started as Promise<ApiResult<T>> | undefined) ?? request<T>(path);
}
