import { type ActionResult, forgetVerificationToken, heldVerificationToken, identity, resendVerification } from '@kelana/runtime';

/**
 * The signed-out account screens: verify the e-mail (6-digit code or link), request and confirm a
 * password reset. Results carry the provider's code (INVALID_OOB_CODE, EXPIRED_OOB_CODE, …) for the
 * screens to translate.
 */
const failed = (result: { code: string; message: string }) => ({ ok: false as const, code: result.code, message: result.message });

/** /verify-account: the 6-digit code of the verification e-mail (the provider's verifyEmailCode). */
export async function verifyEmailWithCode(email: string, code: string): Promise<ActionResult> {
  const result = await identity.verifyEmailCode(email.trim(), code);
  if (!result.ok) return failed(result);
  forgetVerificationToken();
  return { ok: true };
}

/** Whether a new code can be sent without the password (an account registered in this tab, within the hour). */
export function canResendWithoutPassword(email: string): boolean {
  return heldVerificationToken(email) !== null;
}

/**
 * Sends a new verification code (a new e-mail; the older code stops working). sendOobCode needs an ID
 * token: the one held since registration, else a sign-in with the password. An expired held token
 * answers PASSWORD_REQUIRED so the screen asks for the password.
 */
export async function resendVerificationCode(email: string, password?: string): Promise<ActionResult> {
  if (password) return resendVerification(email.trim(), password);
  const idToken = heldVerificationToken(email);
  if (!idToken) return { ok: false, code: PASSWORD_REQUIRED, message: PASSWORD_REQUIRED };
  const sent = await identity.sendVerifyEmail(idToken);
  if (sent.ok) return { ok: true };
  if (sent.code === 'TOKEN_EXPIRED' || sent.code === 'INVALID_ID_TOKEN' || sent.code === 'USER_NOT_FOUND') {
    forgetVerificationToken();
    return { ok: false, code: PASSWORD_REQUIRED, message: PASSWORD_REQUIRED };
  }
  return failed(sent);
}

/** The resend needs the password (no ID token in memory). */
export const PASSWORD_REQUIRED = 'PASSWORD_REQUIRED';

/** /forgot-password: the reset e-mail with its /auth/action link. */
export async function requestPasswordReset(email: string): Promise<ActionResult> {
  const result = await identity.sendPasswordReset(email.trim());
  return result.ok ? { ok: true } : failed(result);
}

/** /auth/action: is this reset link still good? Answers the account's e-mail. */
export async function checkPasswordResetCode(oobCode: string): Promise<{ ok: true; email: string } | { ok: false; code: string; message: string }> {
  const result = await identity.resetPassword(oobCode);
  return result.ok ? { ok: true, email: result.data.email } : failed(result);
}

/** /auth/action: sets the new password; every session of the account ends. */
export async function confirmPasswordReset(oobCode: string, newPassword: string): Promise<ActionResult> {
  const result = await identity.resetPassword(oobCode, newPassword);
  return result.ok ? { ok: true } : failed(result);
}

/** /auth/action?mode=verifyEmail: the link of the verification e-mail. */
export async function applyEmailVerification(oobCode: string): Promise<ActionResult> {
  const result = await identity.update({ oobCode });
  if (!result.ok) return failed(result);
  forgetVerificationToken();
  return { ok: true };
}
