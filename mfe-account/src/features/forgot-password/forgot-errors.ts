/** SPEC §8 Reset request: the translation key of a failed reset e-mail request. */
export function forgotErrorKey(code: string): string {
  switch (code) {
    case 'EMAIL_NOT_FOUND':
      return 'forgotPassword.error.emailNotFound';
    case 'INVALID_EMAIL':
      return 'forgotPassword.error.invalidEmail';
    case 'MISSING_EMAIL':
      return 'forgotPassword.error.required';
    case 'TOO_MANY_ATTEMPTS_TRY_LATER':
      return 'forgotPassword.error.tooManyAttempts';
    default:
      return 'forgotPassword.error.default';
  }
}
