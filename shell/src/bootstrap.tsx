import '@kelana/runtime/styles.css';

import { initI18n, restoreSession } from '@kelana/runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app';
import { registerStoreRemotes } from '@/remotes/remote-registry';

registerStoreRemotes();
void initI18n();
// SPEC §4: a stored token without a stored user reads the profile; a 401 there ends the session.
void restoreSession();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lost its #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
