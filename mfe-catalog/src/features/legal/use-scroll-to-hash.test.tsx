import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useScrollToHash } from '@/features/legal/use-scroll-to-hash';

function Page() {
  useScrollToHash();
  return <p>Kebijakan privasi</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.getElementById('hapus-data')?.remove();
});

describe('useScrollToHash', () => {
  it('scrolls to an anchor that reaches the document only after the page rendered, and focuses it', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/privacy-policy#hapus-data']}>
        <Page />
      </MemoryRouter>,
    );
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrolled).not.toHaveBeenCalled();

    // A page whose stylesheet was still loading: its sections arrive later.
    const section = document.createElement('section');
    section.id = 'hapus-data';
    section.tabIndex = -1;
    document.body.append(section);

    await waitFor(() => expect(scrolled.mock.contexts).toContain(section));
    expect(document.activeElement).toBe(section);
  });
});
