import { useTranslation } from 'react-i18next';

/** A self-drawn card: a phone connecting over a skyline, with how quickly an eSIM is active (a picture, not a control). */
export function VideoHighlight() {
  const { t } = useTranslation('catalog');
  return (
    <figure className="video-highlight">
      <svg viewBox="0 0 320 200" className="video-highlight__art" aria-hidden="true">
        <defs>
          <linearGradient id="vh-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#0f5e63" />
            <stop offset="1" stopColor="#14878d" />
          </linearGradient>
        </defs>
        <rect width="320" height="200" fill="url(#vh-sky)" />
        <circle cx="262" cy="46" r="18" fill="#fbbf24" opacity="0.9" />
        <path d="M0 150h24v-30h18v30h14v-52h22v52h12v-36h20v36h16v-64h10l6-14 6 14h10v64h14v-28h24v28h18v-44h20v44h20v-22h16v22h40v50H0z" fill="#0b4447" />
        <path className="video-highlight__plane" d="M40 60l26 6 14-10 5 2-9 12 18 4-3 4-20-1-9 9-4-1 4-10-23-5z" fill="#e6f4f3" />
        <g transform="translate(196 72)">
          <rect width="52" height="94" rx="10" fill="#fff" />
          <rect x="5" y="10" width="42" height="74" rx="4" fill="#e6f4f3" />
          <path d="M14 52a17 17 0 0 1 24 0M18 57a10 10 0 0 1 16 0" stroke="#0f5e63" strokeWidth="3" fill="none" strokeLinecap="round" />
          <circle cx="26" cy="62" r="3" fill="#0f5e63" />
        </g>
      </svg>
      <figcaption className="video-highlight__caption">
        <strong>{t('home.video.title')}</strong>
        <span>{t('home.video.text')}</span>
      </figcaption>
    </figure>
  );
}
