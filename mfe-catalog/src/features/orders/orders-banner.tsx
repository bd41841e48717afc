import type { ReactNode } from 'react';

export type BannerArt = 'skyline' | 'globe' | 'pilgrimage';

interface OrdersBannerProps {
  art: BannerArt;
  /** Flag or emblem beside the title. */
  emblem: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  /** Small line above the title. */
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/** The band atop an order page: emblem, the page's <h1> and self-drawn artwork (nothing from another origin). */
export function OrdersBanner({ art, emblem, title, lead, eyebrow, children }: OrdersBannerProps) {
  return (
    <section className={`orders-banner orders-banner--${art}`}>
      <BannerArtwork art={art} />
      <div className="k-container orders-banner__inner">
        <div className="orders-banner__emblem">{emblem}</div>
        <div className="orders-banner__text">
          {eyebrow && <p className="orders-banner__eyebrow">{eyebrow}</p>}
          <h1 className="orders-banner__title">{title}</h1>
          <p className="orders-banner__lead">{lead}</p>
          {children}
        </div>
      </div>
    </section>
  );
}

function BannerArtwork({ art }: { art: BannerArt }) {
  return (
    <svg className="orders-banner__art" viewBox="0 0 600 200" preserveAspectRatio="xMidYMax slice" aria-hidden="true">
      {art === 'skyline' && (
        <path
          d="M0 200v-40h30v-30h25v30h20v-70h30v70h15v-45h28v45h20v-90h12l8-18 8 18h12v90h18v-38h30v38h25v-60h26v60h28v-30h22v30h40v-52h30v52h22v-76h12v-14h10v14h12v76h26v-34h26v34h40v-48h24v48h30v40z"
          fill="rgb(255 255 255 / 14%)"
        />
      )}
      {art === 'globe' && (
        <>
          <g fill="none" stroke="rgb(255 255 255 / 22%)" strokeWidth="2">
            <circle cx="470" cy="100" r="120" />
            <ellipse cx="470" cy="100" rx="55" ry="120" />
            <path d="M350 100h240M362 40h216M362 160h216" />
          </g>
          <g className="orders-banner__route">
            <path d="M390 190C420 110 460 70 520 40" fill="none" stroke="rgb(251 191 36 / 55%)" strokeWidth="2" strokeDasharray="3 7" strokeLinecap="round" />
            <path d="M514 32l16 6-14 9z" fill="rgb(251 191 36 / 75%)" />
          </g>
        </>
      )}
      {art === 'pilgrimage' && (
        <>
          <path
            d="M0 200v-34h60v-20c0-18 14-30 30-36 16 6 30 18 30 36v20h40v-60h8v-16l4-10 4 10v16h8v60h50v-26c0-26 22-44 48-52 26 8 48 26 48 52v26h50v-60h8v-16l4-10 4 10v16h8v60h40v-20c0-18 14-30 30-36 16 6 30 18 30 36v20h84v34z"
            fill="rgb(255 255 255 / 10%)"
          />
          <g fill="rgb(251 191 36 / 70%)">
            <circle cx="120" cy="96" r="1.8" />
            <circle cx="210" cy="84" r="1.4" />
            <circle cx="380" cy="90" r="1.6" />
            <circle cx="500" cy="150" r="1.4" />
          </g>
        </>
      )}
      {art === 'pilgrimage' ? (
        <path d="M548 84a24 24 0 1 0 18 40 20 20 0 1 1-18-40z" fill="rgb(251 191 36 / 80%)" />
      ) : (
        <circle cx="540" cy="46" r="20" fill="rgb(251 191 36 / 75%)" />
      )}
    </svg>
  );
}
