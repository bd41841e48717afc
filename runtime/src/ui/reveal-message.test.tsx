import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { revealMessage, useRevealMessage } from './reveal-message';

/** The visitor's motion setting, as the browser answers `matchMedia`. */
function motionPreference(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

let scrolled: MockInstance<Element['scrollIntoView']>;
/** Which message each scroll brought into sight (its words at that moment), and how. */
let seen: { text: string | null; options: ScrollIntoViewOptions | boolean | undefined }[];
beforeEach(() => {
  seen = [];
  scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options) {
    seen.push({ text: this.textContent, options });
  });
  motionPreference(false);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const scrolls = () => seen;

describe('revealMessage', () => {
  it('scrolls the least that shows the message whole, smoothly', () => {
    const message = document.body.appendChild(document.createElement('p'));
    message.textContent = 'Password dan konfirmasi password tidak cocok.';
    revealMessage(message);
    expect(scrolls()).toEqual([
      { text: 'Password dan konfirmasi password tidak cocok.', options: { block: 'nearest', inline: 'nearest', behavior: 'smooth' } },
    ]);
    message.remove();
  });

  it('jumps without animation for a visitor who prefers reduced motion', () => {
    motionPreference(true);
    const message = document.body.appendChild(document.createElement('p'));
    revealMessage(message);
    expect(scrolls().map((scroll) => scroll.options)).toEqual([{ block: 'nearest', inline: 'nearest', behavior: 'instant' }]);
    message.remove();
  });

  it('scrolls to nothing when there is no message, or one not in the page', () => {
    revealMessage(null);
    revealMessage(undefined);
    revealMessage(document.createElement('p'));
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('still scrolls in a browser without matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    const message = document.body.appendChild(document.createElement('p'));
    revealMessage(message);
    expect(scrolls().map((scroll) => (scroll.options as ScrollIntoViewOptions).behavior)).toEqual(['smooth']);
    message.remove();
  });
});

/** A form whose submit shows the error it finds; the message sits above the button, as the store's forms have it. */
function Form({ errorOf }: { errorOf: (attempt: number) => string | null }) {
  const [attempt, setAttempt] = useState(0);
  const error = attempt > 0 ? errorOf(attempt) : null;
  const ref = useRevealMessage<HTMLParagraphElement>(error);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setAttempt((count) => count + 1);
      }}
    >
      {error && (
        <p ref={ref} role="alert">
          {error}
        </p>
      )}
      <button type="submit">Daftar</button>
    </form>
  );
}

describe('useRevealMessage', () => {
  it('brings the message into sight when it shows, and again when it changes', async () => {
    const user = userEvent.setup();
    const errors = [null, null, 'Email wajib diisi.', 'Email wajib diisi.', 'Password terlalu pendek.', null, 'Email wajib diisi.'];
    render(<Form errorOf={(attempt) => errors[attempt] ?? null} />);
    expect(scrolled).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(scrolled).toHaveBeenCalledTimes(0); // attempt 1 found nothing: no message, no scroll
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(screen.getByRole('alert').textContent).toBe('Email wajib diisi.');
    expect(scrolls().map((scroll) => scroll.text)).toEqual(['Email wajib diisi.']);

    await user.click(screen.getByRole('button', { name: 'Daftar' })); // the same words: the page stays
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(scrolls().map((scroll) => scroll.text)).toEqual(['Email wajib diisi.', 'Password terlalu pendek.']);

    await user.click(screen.getByRole('button', { name: 'Daftar' })); // gone: nothing to scroll to
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(scrolls().map((scroll) => scroll.text)).toEqual(['Email wajib diisi.', 'Password terlalu pendek.', 'Email wajib diisi.']);
  });

  it('leaves a shown message where it is while it is not to be revealed (a field takes the focus instead)', () => {
    function Summary({ reveal }: { reveal: object | null }) {
      const ref = useRevealMessage<HTMLParagraphElement>(reveal);
      return (
        <p ref={ref} role="alert">
          Periksa kembali isian yang ditandai.
        </p>
      );
    }
    const outcome = { tone: 'error' };
    const { rerender } = render(<Summary reveal={null} />);
    rerender(<Summary reveal={null} />);
    expect(scrolled).not.toHaveBeenCalled();
    rerender(<Summary reveal={outcome} />);
    rerender(<Summary reveal={outcome} />); // the same outcome, rendered again (a keystroke elsewhere): no scroll
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
