/** Set on `#first-screen` when the visitor asked to send its form before the app took over. */
export const SUBMIT_REQUESTED = 'submitRequested';

/**
 * The server's sign-in and sign-up forms (modules/web/first_screen.py) cannot send anything before the scripts run:
 * their buttons are plain buttons. From the moment the page's first script runs, a click on the form's main button,
 * or Enter in one of its fields, is remembered here; once the app has taken over, the live form is sent with what
 * was typed (`releaseFirstScreen`). Runs in the page's first script, so it must stay small.
 */
export function rememberFirstScreenSubmit(doc: Document = document): void {
  const first = doc.getElementById('first-screen');
  if (!first) return;
  const request = (button: HTMLButtonElement | null) => {
    first.dataset[SUBMIT_REQUESTED] = '1';
    button?.setAttribute('aria-busy', 'true');
  };
  first.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-first-screen-submit]');
    if (button) request(button);
  });
  first.addEventListener('keydown', (event) => {
    const target = event.target as Element | null;
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
    const button = first.querySelector<HTMLButtonElement>('button[data-first-screen-submit]');
    if (button) request(button);
  });
}
