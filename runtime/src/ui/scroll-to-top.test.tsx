import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useScrollToTopOnChange } from './scroll-to-top';

function Page({ at }: { at: string }) {
  useScrollToTopOnChange(at);
  return <p>{at}</p>;
}

describe('useScrollToTopOnChange', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as typeof window.scrollTo;
  });
  afterEach(() => vi.restoreAllMocks());

  it('leaves a page just opened where it is, even when React runs its effects twice', () => {
    render(
      <StrictMode>
        <Page at="/" />
      </StrictMode>,
    );
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('goes to the top once for each new key, and not for a render with the same key', () => {
    const { rerender } = render(<Page at="/" />);
    rerender(<Page at="/" />);
    expect(window.scrollTo).not.toHaveBeenCalled();
    rerender(<Page at="/faq" />);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    rerender(<Page at="/" />);
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });
});
