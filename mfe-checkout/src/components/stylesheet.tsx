/** This remote's stylesheet as a hoisted <link> (see mfe-catalog's Stylesheet for why not an import). */
export function Stylesheet({ href }: { href: string }) {
  // Component tests resolve CSS URLs to ''; a <link> to '' would load the page.
  if (!href) return null;
  return <link rel="stylesheet" href={href} precedence="checkout" />;
}
