/** A phone scanning the eSIM QR code shown on a laptop: drawn here, no image from another origin. Decorative. */
export function QrScanIllustration() {
  return (
    <svg viewBox="0 0 280 200" role="presentation">
      <rect x="0" y="0" width="280" height="200" rx="16" fill="#e3f1f1" />
      <rect x="28" y="36" width="150" height="100" rx="8" fill="#14232b" />
      <rect x="36" y="44" width="134" height="84" rx="4" fill="#ffffff" />
      <rect x="16" y="136" width="174" height="10" rx="5" fill="#4b5d67" />
      <g transform="translate(78 52)" fill="#14232b">
        <rect width="50" height="68" fill="#ffffff" />
        <rect x="0" y="0" width="16" height="16" />
        <rect x="34" y="0" width="16" height="16" />
        <rect x="0" y="34" width="16" height="16" />
        <rect x="22" y="4" width="6" height="6" />
        <rect x="22" y="16" width="6" height="6" />
        <rect x="28" y="24" width="6" height="6" />
        <rect x="40" y="26" width="6" height="6" />
        <rect x="22" y="36" width="6" height="6" />
        <rect x="34" y="40" width="6" height="6" />
        <rect x="44" y="44" width="6" height="6" />
        <rect x="6" y="56" width="38" height="4" rx="2" fill="#0b5c63" />
      </g>
      <g fill="#ffffff">
        <rect x="81" y="55" width="10" height="10" />
        <rect x="115" y="55" width="10" height="10" />
        <rect x="81" y="89" width="10" height="10" />
      </g>
      <g fill="#14232b">
        <rect x="84" y="58" width="4" height="4" />
        <rect x="118" y="58" width="4" height="4" />
        <rect x="84" y="92" width="4" height="4" />
      </g>
      <g transform="rotate(-8 222 110)">
        <rect x="192" y="52" width="64" height="124" rx="12" fill="#0b5c63" />
        <rect x="197" y="60" width="54" height="108" rx="8" fill="#f1f8f8" />
        <path d="M206 82v-8h8M242 82v-8h-8M206 128v8h8M242 128v8h-8" fill="none" stroke="#c2410c" strokeWidth="3" strokeLinecap="round" />
        <rect x="204" y="104" width="40" height="3" rx="1.5" fill="#c2410c" />
        <rect x="210" y="150" width="28" height="8" rx="4" fill="#0b5c63" />
      </g>
      <path d="M176 92l14 6" stroke="#c2410c" strokeWidth="2" strokeDasharray="3 4" />
    </svg>
  );
}
