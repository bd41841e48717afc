/** A globe with a flight path from Indonesia, drawn here so no image comes from another origin. Decorative. */
export function GlobeIllustration() {
  return (
    <svg viewBox="0 0 240 240" role="presentation">
      <circle cx="120" cy="120" r="112" fill="#e3f1f1" />
      <circle cx="120" cy="120" r="84" fill="#0b5c63" />
      <g fill="none" stroke="#e3f1f1" strokeOpacity="0.35" strokeWidth="1.5">
        <ellipse cx="120" cy="120" rx="84" ry="30" />
        <ellipse cx="120" cy="120" rx="36" ry="84" />
        <path d="M36 120h168M120 36v168" />
      </g>
      <g fill="#7fc3bd">
        <path d="M78 78c10-8 26-6 32 2 4 6-2 12-10 12-6 0-8 6-14 6-8 0-16-12-8-20z" />
        <path d="M132 70c12-4 30 2 36 12 4 8-4 12-12 10-8-2-10 6-18 4s-16-22-6-26z" />
        <path d="M120 150c6-4 16-2 20 2s-2 8-8 8-8 4-12 2-6-8 0-12z" />
        <path d="M146 132c4-2 10 0 12 4s-2 6-6 6-10-6-6-10z" />
      </g>
      <path d="M130 156c-30-10-52-40-46-74" fill="none" stroke="#ffffff" strokeWidth="2.5" strokeDasharray="3 7" strokeLinecap="round" />
      <circle cx="130" cy="156" r="6" fill="#c2410c" stroke="#ffffff" strokeWidth="2" />
      <path d="M84 64l8 14-14-2z" fill="#ffffff" />
      <g transform="translate(176 176)">
        <circle r="26" fill="#ffffff" />
        <path d="M-12 6a17 17 0 0 1 24 0M-7 0a10 10 0 0 1 14 0" fill="none" stroke="#c2410c" strokeWidth="3" strokeLinecap="round" />
        <circle cy="8" r="3" fill="#c2410c" />
        <path d="M-16-4a24 24 0 0 1 32 0" fill="none" stroke="#c2410c" strokeWidth="3" strokeLinecap="round" />
      </g>
    </svg>
  );
}
