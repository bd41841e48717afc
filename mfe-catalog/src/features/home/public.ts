// What other features of the catalog may use of `home` (the only file they may import from it).
export { type Country, localName, SPEC_COUNTRIES } from './destinations';
export { default as homeStylesheet } from './home.css?url';
export { visibleCount } from './show-more';
export { default as hutri80Desktop } from './banners/hutri80-desktop.svg';
export { default as hutri80Mobile } from './banners/hutri80-mobile.svg';
export { default as hutri80DesktopEn } from './banners/hutri80-desktop.en.svg';
export { default as hutri80MobileEn } from './banners/hutri80-mobile.en.svg';
