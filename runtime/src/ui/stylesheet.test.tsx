import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { preloadStylesheets, Stylesheet } from './stylesheet';

function sheetLinks(href: string): HTMLLinkElement[] {
  const url = new URL(href, document.baseURI).href;
  return Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).filter(
    (link) => link.href === url,
  );
}

function Page({ href }: { href: string }) {
  return (
    <Suspense fallback={<p>Loading the page</p>}>
      <Stylesheet href={href} />
      <Stylesheet href={href} />
      <h1>Destinations</h1>
    </Suspense>
  );
}

describe('Stylesheet', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link')) link.remove();
  });

  it('adds the sheet to <head> once, however many components render it', async () => {
    await act(async () => {
      render(<Page href="/mfe/catalog/media/first.css" />);
    });
    expect(sheetLinks('/mfe/catalog/media/first.css')).toHaveLength(1);
    // The test DOM loads no CSS: it answers with the error event, and a failed sheet still shows the page.
    expect(await screen.findByRole('heading', { name: 'Destinations' })).toBeTruthy();
  });

  it('holds the page back while a sheet the server linked is still loading, and does not load it twice', async () => {
    const served = document.createElement('link');
    served.rel = 'stylesheet';
    served.href = '/mfe/catalog/media/served.css';
    document.head.append(served);

    preloadStylesheets('/mfe/catalog/media/served.css');
    await act(async () => {
      render(<Page href="/mfe/catalog/media/served.css" />);
    });
    expect(screen.getByText('Loading the page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Destinations' })).toBeNull();
    expect(sheetLinks('/mfe/catalog/media/served.css')).toEqual([served]);

    await act(async () => {
      served.dispatchEvent(new Event('load'));
    });
    expect(await screen.findByRole('heading', { name: 'Destinations' })).toBeTruthy();
  });

  it('renders nothing for the empty URL component tests give CSS', () => {
    render(<Page href="" />);
    expect(screen.getByRole('heading', { name: 'Destinations' })).toBeTruthy();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
