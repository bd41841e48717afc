import { DestinationFlag } from '@/components/destination-flag';
import { GENERIC_BANNER_CODES } from '@/features/orders/products';

interface CountryBannerProps {
  code: string;
  title: string;
  lead: string;
}

/** The page band: flag, the page's <h1> and self-drawn artwork (a skyline, or a globe for multi-region codes). */
export function CountryBanner({ code, title, lead }: CountryBannerProps) {
  const generic = GENERIC_BANNER_CODES.includes(code);
  return (
    <section className={['country-banner', generic ? 'country-banner--generic' : ''].join(' ')}>
      <svg className="country-banner__art" viewBox="0 0 600 200" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
        {generic ? (
          <g fill="none" stroke="rgb(255 255 255 / 22%)" strokeWidth="2">
            <circle cx="470" cy="100" r="120" />
            <ellipse cx="470" cy="100" rx="55" ry="120" />
            <path d="M350 100h240M362 40h216M362 160h216" />
          </g>
        ) : (
          <path
            d="M0 200v-40h30v-30h25v30h20v-70h30v70h15v-45h28v45h20v-90h12l8-18 8 18h12v90h18v-38h30v38h25v-60h26v60h28v-30h22v30h40v-52h30v52h22v-76h12v-14h10v14h12v76h26v-34h26v34h40v-48h24v48h30v40z"
            fill="rgb(255 255 255 / 14%)"
          />
        )}
        <circle cx="540" cy="46" r="20" fill="rgb(251 191 36 / 75%)" />
      </svg>
      <div className="k-container country-banner__inner">
        <DestinationFlag code={generic ? '' : code} className="destination-flag country-banner__flag" />
        <div>
          <h1 className="country-banner__title">{title}</h1>
          <p className="country-banner__lead">{lead}</p>
        </div>
      </div>
    </section>
  );
}
