import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { FirstScreenRelease, releaseFirstScreen } from '@/layout/first-screen';
import { rememberFirstScreenSubmit } from '@/layout/first-screen-submit';

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
  first.innerHTML = '<div role="search"><label for="fs">Mau ke mana?</label><input id="fs" name="q" /></div>';
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

  it("stays while the page's heading is still loading, and goes once the heading has its words", async () => {
    serverFirstScreen('');
    const { container } = render(<FirstScreenRelease />);
    const heading = document.createElement('h1');
    heading.innerHTML = '<span aria-busy="true">Memuat region…</span>';
    container.prepend(heading);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.getElementById('first-screen')).not.toBeNull();

    heading.textContent = 'Paket eSIM Eropa';
    await waitFor(() => expect(document.getElementById('first-screen')).toBeNull());
  });

  it('carries a sign-in form over by field name: the values, the focused field and its caret', async () => {
    const first = document.createElement('div');
    first.id = 'first-screen';
    first.innerHTML =
      '<label for="fe">Email</label><input id="fe" name="email" type="email" />' +
      '<label for="fp">Password</label><input id="fp" name="password" type="password" />' +
      '<label for="fu">Tujuan</label><select id="fu" name="purpose"><option value="">Pilih</option><option value="liburan">Liburan</option></select>';
    document.body.prepend(first);
    (first.querySelector('#fe') as HTMLInputElement).value = 'sari@example.com';
    (first.querySelector('#fu') as HTMLSelectElement).value = 'liburan';
    const password = first.querySelector('#fp') as HTMLInputElement;
    password.value = 'rahasia123';
    password.focus();
    password.setSelectionRange(2, 5);

    function LiveForm() {
      const [email, setEmail] = useState('');
      const [secret, setSecret] = useState('');
      const [purpose, setPurpose] = useState('');
      return (
        <main id="main">
          <label htmlFor="le">Email</label>
          <input id="le" name="email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          <label htmlFor="lp">Password</label>
          <input id="lp" name="password" type="password" value={secret} onChange={(event) => setSecret(event.target.value)} />
          <label htmlFor="lu">Tujuan</label>
          <select id="lu" name="purpose" value={purpose} onChange={(event) => setPurpose(event.target.value)}>
            <option value="">Pilih</option>
            <option value="liburan">Liburan</option>
          </select>
          <p>State: {[email, secret.length, purpose].join(' ')}</p>
        </main>
      );
    }
    render(
      <>
        <LiveForm />
        <FirstScreenRelease />
      </>,
    );

    await waitFor(() => expect(document.getElementById('first-screen')).toBeNull());
    // React's own state holds what was typed, not only the DOM.
    expect(screen.getByText('State: sari@example.com 10 liburan')).toBeTruthy();
    const live = screen.getByLabelText<HTMLInputElement>('Password');
    expect(document.activeElement).toBe(live);
    expect([live.selectionStart, live.selectionEnd]).toEqual([2, 5]);
  });

  it('sends the live form with what was typed when the button was pressed before the app took over', async () => {
    const first = document.createElement('div');
    first.id = 'first-screen';
    first.innerHTML =
      '<label for="fe">Email</label><input id="fe" name="email" />' +
      '<button type="button" data-first-screen-submit>Masuk</button>';
    document.body.prepend(first);
    rememberFirstScreenSubmit();
    (first.querySelector('#fe') as HTMLInputElement).value = 'sari@example.com';
    (first.querySelector('button') as HTMLButtonElement).click();
    expect(first.querySelector('button')?.getAttribute('aria-busy')).toBe('true');

    const sent: string[] = [];
    function LiveForm() {
      const [email, setEmail] = useState('');
      return (
        <main id="main">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              sent.push(email);
            }}
          >
            <label htmlFor="le">Email</label>
            <input id="le" name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
            <button type="submit">Masuk</button>
          </form>
        </main>
      );
    }
    render(
      <>
        <LiveForm />
        <FirstScreenRelease />
      </>,
    );

    await waitFor(() => expect(sent).toEqual(['sari@example.com']));
  });

  it('sends nothing when the button was not pressed', async () => {
    serverFirstScreen('jep');
    const sent: string[] = [];
    render(
      <>
        <main id="main">
          <div role="search">
            <input aria-label="Mau ke mana?" />
          </div>
          <form onSubmit={(event) => (event.preventDefault(), sent.push('sent'))} />
        </main>
        <FirstScreenRelease />
      </>,
    );
    await waitFor(() => expect(document.getElementById('first-screen')).toBeNull());
    expect(sent).toEqual([]);
  });

  it('keeps the first screen while a part of the page holds it (an order list loading), and lets go after', async () => {
    serverFirstScreen('');
    function LiveList() {
      const [loaded, setLoaded] = useState(false);
      return (
        <main id="main">
          <h1>Riwayat Order</h1>
          <div data-first-screen-hold={loaded ? undefined : ''}>
            {loaded ? <p>Paket Jepang 5 GB</p> : <span>…</span>}
            <button type="button" onClick={() => setLoaded(true)}>
              muat
            </button>
          </div>
        </main>
      );
    }
    render(
      <>
        <LiveList />
        <FirstScreenRelease />
      </>,
    );
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.getElementById('first-screen')).not.toBeNull();

    screen.getByRole('button', { name: 'muat' }).click();
    await waitFor(() => expect(document.getElementById('first-screen')).toBeNull());
  });

  it("presses the live card's button when its copy on the first screen was pressed before the app took over", async () => {
    const first = document.createElement('div');
    first.id = 'first-screen';
    first.innerHTML =
      '<button type="button" data-first-screen-press=\'article[data-order="KLN0000001"] [data-order-action="details"]\'>Detail</button>' +
      '<button type="button" data-first-screen-press=\'article[data-order="KLN0000002"] [data-order-action="details"]\'>Detail</button>';
    document.body.prepend(first);
    rememberFirstScreenSubmit();
    const [one, two] = Array.from(first.querySelectorAll('button'));
    one?.click();
    two?.click(); // the last press counts
    expect(two?.getAttribute('aria-busy')).toBe('true');

    const opened: string[] = [];
    render(
      <>
        <main id="main">
          {['KLN0000001', 'KLN0000002'].map((id) => (
            <article key={id} data-order={id}>
              <button type="button" data-order-action="details" onClick={() => opened.push(id)}>
                Detail
              </button>
            </article>
          ))}
        </main>
        <FirstScreenRelease />
      </>,
    );

    await waitFor(() => expect(opened).toEqual(['KLN0000002']));
  });

  it('does nothing on a page the server sent without one', () => {
    render(<LiveSearch />);
    expect(() => releaseFirstScreen()).not.toThrow();
    expect(liveSearch().value).toBe('');
  });
});
