import { getDefaultStore } from 'jotai';

/**
 * The page's one jotai store. jotai is a federation singleton, so the default store is the same object in
 * the shell and in every remote; code outside React (the API client, session writers) uses it directly.
 */
export const kelanaStore = getDefaultStore();
