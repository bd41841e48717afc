/** Set on `#first-screen` when the visitor asked to send its form before the app took over. */
export const SUBMIT_REQUESTED = 'submitRequested';
/** Set on `#first-screen` to what a pressed button names (its `data-first-screen-press`: the live button's selector). */
export const PRESS_REQUESTED = 'pressRequested';

/**
 * The server's sign-in and sign-up forms (modules/web/first_screen.py) cannot send anything before the scripts run:
 * their buttons are plain buttons. From the moment the page's first script runs, a click on the form's main button,
 * or Enter in one of its fields, is remembered here; once the app has taken over, the live form is sent with what
 * was typed (`releaseFirstScreen`). So is a press on an order card's button the server drew: the live card's button
 * is pressed. Runs in the page's first script, so it must stay small.
 */
export function rememberFirstScreenSubmit(doc: Document = document): void {
  const first = doc.getElementById('first-screen');
  if (!first) return;
  const request = (button: HTMLButtonElement | null) => {
    first.dataset[SUBMIT_REQUESTED] = '1';
    button?.setAttribute('aria-busy', 'true');
  };
  first.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const button = target?.closest<HTMLButtonElement>('button[data-first-screen-submit]');
    if (button) request(button);
    // Any other button of the first screen (an order card's) names the live button it stands for: the last one
    // pressed is pressed again once the app has taken over.
    const pressed = target?.closest<HTMLButtonElement>('button[data-first-screen-press]');
    if (!pressed) return;
    first.dataset[PRESS_REQUESTED] = pressed.dataset.firstScreenPress;
    pressed.setAttribute('aria-busy', 'true');
  });
  first.addEventListener('keydown', (event) => {
    const target = event.target as Element | null;
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
    const button = first.querySelector<HTMLButtonElement>('button[data-first-screen-submit]');
    if (button) request(button);
  });
}
