/**
 * SPEC §4 Reset password: verifying the link, then valid, invalid or expired, then saving, then
 * success (and the redirect to /login after 5 s). `message` is a translation key.
 */
export type ResetState =
  | { status: 'missing' }
  | { status: 'verifying' }
  | { status: 'valid'; email: string; message?: string }
  | { status: 'saving'; email: string }
  | { status: 'invalid'; message: string }
  | { status: 'expired'; message: string }
  | { status: 'success' };

export type ResetEvent =
  | { type: 'checked'; email: string }
  | { type: 'checkFailed'; code: string }
  | { type: 'refused'; message: string }
  | { type: 'save' }
  | { type: 'saveFailed'; code: string }
  | { type: 'saved' };

/** SPEC §9: the success screen goes to /login after 5 s. */
export const RESET_REDIRECT_SECONDS = 5;

export const initialResetState = (oobCode: string | null): ResetState => (oobCode ? { status: 'verifying' } : { status: 'missing' });

const INVALID = 'authAction.reset.error.invalid';
const EXPIRED = 'authAction.reset.error.expired';

export function resetReducer(state: ResetState, event: ResetEvent): ResetState {
  switch (event.type) {
    case 'checked':
      return state.status === 'verifying' ? { status: 'valid', email: event.email } : state;
    case 'checkFailed':
      if (state.status !== 'verifying') return state;
      if (event.code === 'EXPIRED_OOB_CODE') return { status: 'expired', message: EXPIRED };
      if (event.code === 'INVALID_OOB_CODE') return { status: 'invalid', message: INVALID };
      return { status: 'invalid', message: 'authAction.reset.error.checkFailed' };
    case 'refused':
      return state.status === 'valid' ? { ...state, message: event.message } : state;
    case 'save':
      return state.status === 'valid' ? { status: 'saving', email: state.email } : state;
    case 'saveFailed':
      if (state.status !== 'saving') return state;
      if (event.code === 'EXPIRED_OOB_CODE') return { status: 'expired', message: EXPIRED };
      if (event.code === 'INVALID_OOB_CODE') return { status: 'invalid', message: INVALID };
      return { status: 'valid', email: state.email, message: saveErrorKey(event.code) };
    case 'saved':
      return state.status === 'saving' ? { status: 'success' } : state;
  }
}

function saveErrorKey(code: string): string {
  if (code === 'WEAK_PASSWORD') return 'authAction.reset.error.weak';
  if (code === 'NETWORK_ERROR') return 'authAction.reset.error.generic';
  return 'authAction.reset.error.unknown';
}

/** The form's own checks before the provider is asked (SPEC §5 Reset password); null when fine. */
export function resetFormError(password: string, confirm: string): string | null {
  if (!password || !confirm) return 'authAction.reset.error.required';
  if (password !== confirm) return 'authAction.reset.error.mismatch';
  if (password.length < 6) return 'authAction.reset.error.weak';
  return null;
}
