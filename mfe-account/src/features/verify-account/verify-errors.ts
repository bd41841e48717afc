/** The translation key of a failed verification (accounts:verifyEmailCode). */
export function verifyErrorKey(code: string): string {
  switch (code) {
    case 'INVALID_OOB_CODE':
      return 'verifyAccount.error.invalidCode';
    case 'EXPIRED_OOB_CODE':
      return 'verifyAccount.error.expiredCode';
    case 'TOO_MANY_ATTEMPTS_TRY_LATER':
      return 'verifyAccount.error.tooManyAttempts';
    case 'INVALID_EMAIL':
    case 'MISSING_EMAIL':
    case 'EMAIL_NOT_FOUND':
      return 'verifyAccount.error.email';
    default:
      return 'verifyAccount.error.default';
  }
}

/** The translation key of a failed resend (accounts:sendOobCode, or the sign-in before it). */
export function resendErrorKey(code: string): string {
  switch (code) {
    case 'INVALID_LOGIN_CREDENTIALS':
    case 'INVALID_PASSWORD':
      return 'verifyAccount.resend.wrongPassword';
    case 'EMAIL_NOT_FOUND':
      return 'verifyAccount.error.email';
    case 'TOO_MANY_ATTEMPTS_TRY_LATER':
      return 'verifyAccount.resend.tooMany';
    default:
      return 'verifyAccount.resend.failed';
  }
}
