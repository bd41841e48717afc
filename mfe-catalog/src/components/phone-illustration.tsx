import { useId } from 'react';

/**
 * A phone showing an eSIM ready to install, drawn here so the page loads no image from anywhere else.
 * Decorative: callers hide it from assistive tech (the hero's text says what it shows).
 */
export function PhoneIllustration({ className }: { className?: string }) {
  // Two drawings on one page must not share a gradient id.
  const screenId = `${useId()}-screen`;
  return (
    <svg className={className} viewBox="0 0 240 300" role="presentation">
      <defs>
        <linearGradient id={screenId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b5c63" />
          <stop offset="1" stopColor="#07464c" />
        </linearGradient>
      </defs>
      <circle cx="120" cy="150" r="118" fill="#e3f1f1" />
      <path d="M28 96c30-34 62-40 96-30" fill="none" stroke="#c2410c" strokeWidth="3" strokeDasharray="2 8" strokeLinecap="round" />
      <path d="M18 92l14-2-4 13z" fill="#c2410c" />
      <rect x="66" y="34" width="112" height="232" rx="22" fill="#14232b" />
      <rect x="73" y="42" width="98" height="216" rx="16" fill={`url(#${screenId})`} />
      <rect x="104" y="48" width="36" height="8" rx="4" fill="#14232b" />
      <text x="84" y="82" fill="#ffffff" fontSize="11" fontWeight="700" fontFamily="sans-serif">eSIM</text>
      <g fill="#ffffff">
        <rect x="146" y="74" width="4" height="8" rx="1" />
        <rect x="152" y="71" width="4" height="11" rx="1" />
        <rect x="158" y="68" width="4" height="14" rx="1" />
      </g>
      <rect x="88" y="96" width="68" height="68" rx="8" fill="#ffffff" />
      <g fill="#14232b">
        <rect x="94" y="102" width="18" height="18" rx="2" />
        <rect x="132" y="102" width="18" height="18" rx="2" />
        <rect x="94" y="140" width="18" height="18" rx="2" />
        <rect x="118" y="104" width="8" height="8" />
        <rect x="118" y="118" width="8" height="8" />
        <rect x="104" y="126" width="8" height="8" />
        <rect x="132" y="126" width="8" height="8" />
        <rect x="118" y="140" width="8" height="8" />
        <rect x="132" y="146" width="8" height="8" />
        <rect x="142" y="136" width="8" height="8" />
      </g>
      <g fill="#ffffff">
        <rect x="98" y="106" width="10" height="10" rx="1" />
        <rect x="136" y="106" width="10" height="10" rx="1" />
        <rect x="98" y="144" width="10" height="10" rx="1" />
      </g>
      <rect x="86" y="182" width="72" height="8" rx="4" fill="#e3f1f1" opacity="0.9" />
      <rect x="96" y="198" width="52" height="6" rx="3" fill="#e3f1f1" opacity="0.5" />
      <rect x="86" y="220" width="72" height="22" rx="11" fill="#c2410c" />
      <path d="M112 231l6 5 10-10" fill="none" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="200" cy="232" r="22" fill="#ffffff" />
      <path d="M189 232h22M200 221c6 6 6 16 0 22M200 221c-6 6-6 16 0 22" fill="none" stroke="#0b5c63" strokeWidth="2.5" />
      <circle cx="200" cy="232" r="11" fill="none" stroke="#0b5c63" strokeWidth="2.5" />
    </svg>
  );
}
