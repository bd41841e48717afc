import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

import { initTestI18n } from './test-i18n';

// Component tests render with the real shared i18next instance, fed from the repository's locale files.
beforeAll(async () => {
  await initTestI18n();
});

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
});
