// Simplified, self-drawn glyphs (no brand artwork is fetched or copied); 24×24, coloured by currentColor.
const PATHS = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.3" fill="currentColor" />
    </>
  ),
  tiktok: (
    <path
      d="M14 3h3c.3 2.2 1.7 3.7 4 4v3c-1.5 0-2.9-.4-4-1.1V15a6 6 0 1 1-6-6h.5v3.1A3 3 0 1 0 14 15V3z"
      fill="currentColor"
    />
  ),
  facebook: (
    <path
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3z"
      fill="currentColor"
    />
  ),
  x: <path d="M4 4l6.6 8.8L4.3 20h2l5.3-6 4.4 6H20l-7-9.3L19 4h-2l-4.9 5.5L8 4H4z" fill="currentColor" />,
} as const;

export type SocialNetwork = keyof typeof PATHS;

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      {PATHS[network]}
    </svg>
  );
}
