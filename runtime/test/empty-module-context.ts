/** What a `-context.ts` module of a remote (an Rspack `import.meta.webpackContext`) is in unit tests: no modules. */
const emptyContext = Object.assign((): Promise<never> => Promise.reject(new Error('no bundler in unit tests')), {
  keys: (): string[] => [],
});

export default emptyContext;
