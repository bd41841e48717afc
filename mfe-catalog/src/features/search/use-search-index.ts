import { api, nextTask } from '@kelana/runtime';
import { useEffect, useState } from 'react';

import type { Destination } from '@/features/search/search-logic';

export interface SearchIndexState {
  destinations: Destination[];
  loading: boolean;
  failed: boolean;
}

// One request per page load, shared by the search box and the country page.
let pending: Promise<Destination[] | null> | null = null;

export function loadDestinations(): Promise<Destination[] | null> {
  pending ??= api.get<Destination[]>('/destinations').then((answer) => {
    if (answer.ok && Array.isArray(answer.data)) return answer.data;
    console.warn('destinations failed to load', answer.ok ? 'not a list' : answer.error.message);
    pending = null; // the next caller tries again
    return null;
  });
  return pending;
}

/** Every destination the store knows (about 250 countries, names in both languages). */
export function useSearchIndex(): SearchIndexState {
  const [state, setState] = useState<SearchIndexState>({ destinations: [], loading: true, failed: false });
  useEffect(() => {
    let live = true;
    // In a task of its own: a page's own request starts in the task where React runs its effects.
    void nextTask().then(loadDestinations).then((destinations) => {
      if (live) setState({ destinations: destinations ?? [], loading: false, failed: destinations === null });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
