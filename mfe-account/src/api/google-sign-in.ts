import { type ActionResult, type ApiData, api, i18n, startSession } from '@kelana/runtime';

/** SPEC §8 Google: the failures the page names. */
export const GOOGLE_POPUP_BLOCKED = 'POPUP_BLOCKED';
export const GOOGLE_POPUP_CLOSED = 'POPUP_CLOSED_BY_USER';
export const GOOGLE_SIGN_IN_FAILED = 'GOOGLE_SIGN_IN_FAILED';

/** What the consent popup (Google's callback page or the local stand-in) posts to its opener. */
export const GOOGLE_MESSAGE_TYPE = 'kelana:google-sign-in';

const POLL_MS = 400;

interface PopupAnswer {
  idToken?: string;
  error?: string;
}

interface IdpAnswer {
  idToken: string;
  refreshToken: string;
  localId: string;
  email?: string;
  fullName?: string;
  displayName?: string;
  photoUrl?: string;
  isNewUser?: boolean;
}

export interface GoogleSignInOptions {
  /** Where the popup's URL is asked for; the server says the stand-in or Google's consent page. */
  configPath?: string;
  win?: Window;
}

/**
 * SPEC §4 Session: Google sign-in. The popup opens at once (inside the click, so no blocker stops it),
 * then goes to the address the server names; its message carries a Google ID token, which
 * accounts:signInWithIdp exchanges for our tokens. A first sign-in writes the profile's name.
 */
export async function signInWithGoogle(options: GoogleSignInOptions = {}): Promise<ActionResult> {
  const win = options.win ?? window;
  const popup = win.open('', 'kelana-google-sign-in', 'popup,width=500,height=640');
  if (!popup) return fail(GOOGLE_POPUP_BLOCKED);

  const config = await api.get<ApiData<'google_sign_in_popup'>>(options.configPath ?? '/identity/google-sign-in');
  if (!config.ok) {
    popup.close();
    return fail(GOOGLE_SIGN_IN_FAILED);
  }
  const answer = waitForPopup(win, popup);
  popup.location.href = new URL(config.data.popup_url, win.location.href).href;
  const { idToken, error } = await answer;
  if (!idToken) return fail(error === 'popup_closed_by_user' || error === undefined ? GOOGLE_POPUP_CLOSED : GOOGLE_SIGN_IN_FAILED);

  const signedIn = await exchange(idToken, config.data.nonce, win.location.origin);
  if (!signedIn.ok) return signedIn;
  const google = signedIn.data;
  const name = google.fullName ?? google.displayName;
  await startSession(
    google,
    { email: google.email, uid: google.localId },
    {
      googleProfilePicUrl: google.photoUrl ?? null,
      profile: google.isNewUser ? { ...(name ? { name } : {}), country: 'ID' } : undefined,
    },
  );
  return { ok: true };
}

function fail(code: string): ActionResult {
  return { ok: false, code, message: code };
}

/** The popup's message from our own origin, or closed without one (then `{}`). */
export function waitForPopup(win: Window, popup: Window): Promise<PopupAnswer> {
  return new Promise((resolve) => {
    let closedSeen = false;
    const finish = (answer: PopupAnswer) => {
      win.removeEventListener('message', onMessage);
      win.clearInterval(timer);
      resolve(answer);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== win.location.origin) return;
      const data = event.data as { type?: string; idToken?: unknown; error?: unknown } | null;
      if (!data || data.type !== GOOGLE_MESSAGE_TYPE) return;
      finish({
        idToken: typeof data.idToken === 'string' ? data.idToken : undefined,
        error: typeof data.error === 'string' ? data.error : data.idToken ? undefined : 'failed',
      });
    };
    // A popup that posts and closes at once: its message may arrive just after `closed` turns true,
    // so the answer "closed" waits one more tick.
    const timer = win.setInterval(() => {
      if (!popup.closed) return;
      if (closedSeen) finish({});
      closedSeen = true;
    }, POLL_MS);
    win.addEventListener('message', onMessage);
  });
}

async function exchange(googleIdToken: string, nonce: string, origin: string): Promise<{ ok: true; data: IdpAnswer } | { ok: false; code: string; message: string }> {
  let response: Response;
  try {
    response = await fetch('/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Firebase-Locale': i18n.language ?? 'id' },
      body: JSON.stringify({
        // The nonce the server gave with the popup's address: the token must carry it (no replayed token).
        postBody: new URLSearchParams({ id_token: googleIdToken, providerId: 'google.com', nonce }).toString(),
        requestUri: origin,
        returnSecureToken: true,
        returnIdpCredential: true,
      }),
    });
  } catch {
    return { ok: false, code: GOOGLE_SIGN_IN_FAILED, message: GOOGLE_SIGN_IN_FAILED };
  }
  const body = (await response.json().catch(() => null)) as (IdpAnswer & { error?: { message?: string } }) | null;
  if (response.ok && body?.idToken) return { ok: true, data: body };
  const message = body?.error?.message ?? GOOGLE_SIGN_IN_FAILED;
  return { ok: false, code: message.split(' ')[0] ?? message, message };
}
