import { preinit } from 'react-dom';

/**
 * Starts loading stylesheets as soon as the module that needs them is evaluated, before its components
 * render: a page's sheets then load side by side instead of one after another as each section mounts.
 * The components still render <Stylesheet> for them, which waits for the sheets already on their way.
 */
export function preloadStylesheets(...hrefs: string[]): void {
  for (const href of hrefs) if (href) preinit(href, { as: 'style', precedence: 'catalog' });
}

/**
 * A stylesheet of this remote, imported as `./x.css?url`. React 19 hoists it into <head> once however many
 * components render it, and holds the page back until it has loaded, so there is no flash of unstyled text.
 * Loading CSS this way (not by importing it) keeps rspack's CSS chunk loader out of remoteEntry.js, which the
 * home page loads too.
 */
export function Stylesheet({ href }: { href: string }) {
  // Component tests (vitest) do not process CSS and resolve its URL to ''; a <link> to '' would load the page.
  if (!href) return null;
  return <link rel="stylesheet" href={href} precedence="catalog" />;
}
