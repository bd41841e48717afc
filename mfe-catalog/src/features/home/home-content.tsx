import { preloadStylesheets, Stylesheet } from '@kelana/runtime';
import { memo } from 'react';

import { AppDownload } from '@/features/home/app-download';
import { BannerCarousel } from '@/features/home/banner-carousel';
import bannerCss from '@/features/home/banner.css?url';
import { DestinationTabs } from '@/features/home/destination-tabs';
import { HomeHero } from '@/features/home/home-hero';
import homeCss from '@/features/home/home.css?url';
import homeSectionsCss from '@/features/home/home-sections.css?url';
import { PopularDestinations } from '@/features/home/popular-destinations';
import { SpecialPackageBanner } from '@/features/home/special-package-banner';
import { useDestinations } from '@/features/home/use-destinations';
import { WhyChooseUs } from '@/features/home/why-choose-us';
import { DestinationSearch } from '@/features/search/public';

preloadStylesheets(homeCss, bannerCss, homeSectionsCss);

// The sections that do not show the destination lists: when the lists arrive, only the parts that show them
// render again, not the whole page (a long task on a mid-range phone).
const Banners = memo(BannerCarousel);
const SpecialPackage = memo(SpecialPackageBanner);
const WhyUs = memo(WhyChooseUs);
const Download = memo(AppDownload);

export function HomeContent() {
  const { countries, regions } = useDestinations();
  return (
    <>
      <Stylesheet href={homeCss} />
      <Stylesheet href={bannerCss} />
      <Stylesheet href={homeSectionsCss} />
      <HomeHero search={<DestinationSearch regions={regions} />} />
      <Banners />
      {/* The shell renders the page in a transition: React yields to the browser between these sections, so the
          page answers taps while the part below the first screen is drawn. */}
      <PopularDestinations countries={countries} />
      <DestinationTabs countries={countries} regions={regions} />
      <SpecialPackage />
      <WhyUs />
      <Download />
    </>
  );
}
