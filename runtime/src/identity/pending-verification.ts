/**
 * The ID token of an account registered in this tab, kept in memory only (never in storage): it lets
 * /verify-account send a new code without asking for the password again. It lives as long as the page
 * and the token (one hour); after that, or in another tab, resending asks for the password.
 */
let held: { email: string; idToken: string } | null = null;

export function holdVerificationToken(email: string, idToken: string): void {
  held = { email: email.trim().toLowerCase(), idToken };
}

export function heldVerificationToken(email: string): string | null {
  return held && held.email === email.trim().toLowerCase() ? held.idToken : null;
}

export function forgetVerificationToken(): void {
  held = null;
}
