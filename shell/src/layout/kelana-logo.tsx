import { BRAND } from '@kelana/runtime';

/**
 * The wordmark: a teal tile with a travel path ending in a location dot, then the brand name from config.
 * The name is live text in the page font, so a rebrand is one config change, not new artwork.
 */
export function KelanaLogo({ inverse = false }: { inverse?: boolean }) {
  const ink = inverse ? '#ffffff' : 'var(--k-color-primary-strong)';
  return (
    <svg className="kelana-logo" viewBox="0 0 150 36" height="36" aria-hidden="true">
      <rect x="0" y="0" width="36" height="36" rx="10" fill={inverse ? '#ffffff' : 'var(--k-color-primary)'} />
      <path
        d="M9 26c4-1 6-4 8-8s5-7 10-8"
        fill="none"
        stroke={inverse ? 'var(--k-color-primary)' : '#ffffff'}
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="0.1 5.2"
      />
      <circle cx="27" cy="10" r="4" fill="var(--k-color-accent)" />
      <circle cx="27" cy="10" r="1.5" fill="#ffffff" />
      <text x="46" y="26" fill={ink} fontFamily="var(--k-font)" fontSize="22" fontWeight="800" letterSpacing="-0.5">
        {BRAND.name}
      </text>
    </svg>
  );
}
