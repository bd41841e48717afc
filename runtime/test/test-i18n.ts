import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { Resource } from 'i18next';

import { initI18n } from '../src/i18n/i18n';

const LOCALES = path.resolve(import.meta.dirname, '../../locales');

/** Every namespace of every language, read from locales/ so tests see the texts users see. */
export function loadLocaleResources(): Resource {
  const resources: Resource = {};
  for (const lng of readdirSync(LOCALES)) {
    resources[lng] = {};
    for (const file of readdirSync(path.join(LOCALES, lng))) {
      resources[lng][path.basename(file, '.json')] = JSON.parse(readFileSync(path.join(LOCALES, lng, file), 'utf8'));
    }
  }
  return resources;
}

export function initTestI18n(): Promise<unknown> {
  return initI18n({ resources: loadLocaleResources(), lng: 'id', debug: false });
}
