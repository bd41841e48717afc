import '@kelana/runtime/styles.css';

import { initI18n, kelanaStore, provideRemoteComponent, REMOTE_COMPONENTS, restoreSession, userAtom } from '@kelana/runtime';
import type { ComponentType } from 'react';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { loadAccountParts } from '@/account/account-parts';
import { ShellPlaceholder } from '@/layout/shell-placeholder';
import { nextTask } from '@kelana/runtime/next-task';
import { loadExposedModule, registerStoreRemotes } from '@/remotes/remote-registry';
import { preloadPage } from '@/routes/remote-page';
import { routeFor } from '@/routes/route-table';

registerStoreRemotes();
// The scanner remote's camera scanner, for the account remote's activation (remotes never import each other).
provideRemoteComponent(REMOTE_COMPONENTS.barcodeScanner, async () =>
  (await loadExposedModule<{ BarcodeScanner: ComponentType<never> }>('scanner', 'BarcodeScanner')).BarcodeScanner,
);
// Each step below is a task of its own: run together they were one long task on a mid-range phone.
await nextTask();
// Settled either way: a failed texts request must not keep the store from starting.
const textsReady = initI18n().catch(() => undefined);
// Setting i18next up (the language, the first texts' requests) and starting the page's code are each a few
// milliseconds: two tasks, not one long one.
await nextTask();
// The opened page's remote and its texts load while the shell's texts do, not after them. i18next learns the
// language in init(), called just above: asked before it, it would fetch no texts for the page.
const opened = routeFor(window.location.pathname);
// A guarded page's code waits for a session: a visitor without one is sent to /login instead. With one stored, the
// page (the order history, the checkout) loads now, and its `prefetch` asks for its data alongside.
const pageReady = opened && (!opened.guarded || kelanaStore.get(userAtom)) ? preloadPage(opened.remote, opened.expose) : undefined;
await nextTask();
// SPEC §4: a stored token without a stored user reads the profile; a 401 there ends the session.
void restoreSession();
// A signed-in shopper's account menu loads alongside the page, so the bar shows it on its first render.
if (kelanaStore.get(userAtom)) void loadAccountParts().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lost its #root element');

// The first render gets a task of its own: evaluating the modules above is already a long one on a mid-range
// phone, and a tap between the two is answered.
const root = createRoot(container);
// The app's own modules (layout, route table, router) are evaluated in a task after the libraries' and the
// steps above, not in the same one.
await nextTask();
const { App } = await import(/* webpackMode: "eager" */ '@/app');
// The layout renders once its texts are in, so it does not suspend on them and render again when they arrive.
// Meanwhile the bar's shape holds its place (behind the server's first screen, where there is one).
root.render(<ShellPlaceholder />);
// The opened page's code too: the layout and the page are then committed together, once, instead of the page's
// skeleton first and the page after it (layout/first-screen.tsx hands over when the page is in, either way).
await Promise.all([textsReady, pageReady]);
// A transition: React renders the page in slices of a few milliseconds and yields to the browser between them,
// so a phone answers a tap or a keystroke while the page below the first screen is drawn. The server's first
// screen stays until the page has committed (layout/first-screen.tsx).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
