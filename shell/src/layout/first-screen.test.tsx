import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { FirstScreenRelease, releaseFirstScreen } from '@/layout/first-screen';

/** The live search box as the catalog renders it: a controlled input inside role="search", inside #main. */
function LiveSearch() {
  const [query, setQuery] = useState('');
  return (
    <main id="main">
      <div role="search">
        <label htmlFor="live">Mau ke mana?</label>
        <input id="live" value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>
      <p>Dicari: {query}</p>
    </main>
  );
}

function serverFirstScreen(typed: string): HTMLInputElement {
  const first = document.createElement('div');
  first.id = 'first-screen';
  first.innerHTML = '<label for="fs">Mau ke mana?</label><input id="fs" name="q" />';
  document.body.prepend(first);
  const input = first.querySelector('input') as HTMLInputElement;
  input.value = typed;
  return input;
}

afterEach(() => {
  cleanup();
  document.getElementById('first-screen')?.remove();
});

const liveSearch = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Mau ke mana?' });

describe('the server-drawn first screen', () => {
  it('goes once the page has rendered, and what was typed carries over with the focus', async () => {
    const early = serverFirstScreen('jep');
    early.focus();

    render(
      <>
        <LiveSearch />
        <FirstScreenRelease />
      </>,
    );

    await waitFor(() => expect(document.getElementById('first-screen')).toBeNull());
    const live = liveSearch();
    expect(live.value).toBe('jep');
    expect(screen.getByText('Dicari: jep')).toBeTruthy();
    expect(document.activeElement).toBe(live);
  });

  it('leaves the live search box alone when nothing was typed or focused', () => {
    serverFirstScreen('');
    render(<LiveSearch />);

    releaseFirstScreen();

    expect(document.getElementById('first-screen')).toBeNull();
    const live = liveSearch();
    expect(live.value).toBe('');
    expect(document.activeElement).not.toBe(live);
  });

  it('stays while nothing of the page stands before the marker, and goes once it does', async () => {
    serverFirstScreen('jep');
    // The marker mounted while the page's own elements are not (yet) in the document.
    const { container } = render(<FirstScreenRelease />);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.getElementById('first-screen')).not.toBeNull();

    const page = document.createElement('h1');
    page.textContent = 'Beli eSIM untuk perjalanan Anda';
    container.prepend(page);
    await waitFor(() => expect(document.getElementById('first-screen')).toBeNull());
  });

  it('does nothing on a page the server sent without one', () => {
    render(<LiveSearch />);
    expect(() => releaseFirstScreen()).not.toThrow();
    expect(liveSearch().value).toBe('');
  });
});
