// Every flag-icons flag as its own small chunk, fetched on demand; Rspack builds the context at build time (unit
// tests replace this file with an empty context: tooling/vitest.config.mjs).
interface LazyContext {
  keys(): string[];
  (key: string): Promise<{ default: string } | string>;
}

declare global {
  interface ImportMeta {
    webpackContext(request: string, options: { recursive: boolean; regExp: RegExp; mode: 'lazy' }): LazyContext;
  }
}

const flagContext: LazyContext = import.meta.webpackContext('flag-icons/flags/4x3', { recursive: false, regExp: /^\.\/[a-z]{2}\.svg$/, mode: 'lazy' });

export default flagContext;
