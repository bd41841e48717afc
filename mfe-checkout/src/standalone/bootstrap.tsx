import '@kelana/runtime/styles.css';

import { initI18n } from '@kelana/runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { StandaloneApp } from '@/standalone/standalone-app';

// Standing in for the shell: the same runtime initialisation, so pages behave as they will inside it.
// Pick the language with ?lng=en (the language switch belongs to the shell, not to a remote).
void initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lost its #root element');
createRoot(container).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
