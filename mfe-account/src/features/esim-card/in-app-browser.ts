/** The chat and social apps whose own browser opens a link tapped inside them. */
export type InAppBrowser = 'whatsapp' | 'instagram' | 'facebook' | 'line' | 'tiktok';

// Each app writes its name into the user agent of its browser (Facebook's and Messenger's as FBAN/FBAV/FB_IAB,
// TikTok's as its package names). `Line/` needs the slash and a digit, so that "Linux" is not Line.
const APPS: readonly (readonly [InAppBrowser, RegExp])[] = [
  ['whatsapp', /\bWhatsApp\b/i],
  ['instagram', /\bInstagram\b/i],
  ['facebook', /\bFB(?:AN|AV|_IAB|IOS|4A)\b|\[FB/],
  ['line', /\bLine\/\d/i],
  ['tiktok', /\b(?:TikTok|musical_ly|trill|BytedanceWebview)\b/i],
];

/**
 * The app whose in-app browser this is, or null for a real browser. An in-app browser cannot hand an eSIM to the
 * phone's settings (the one-tap install link does nothing there), so the eSIM card asks to open the page in the
 * phone's browser first.
 */
export function inAppBrowser(userAgent: string): InAppBrowser | null {
  for (const [app, pattern] of APPS) if (pattern.test(userAgent)) return app;
  return null;
}
