import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { forgetRemote, loadExposedModule, RemoteUnavailableError } from '@/remotes/remote-registry';
import { preloadPage, RemotePage } from '@/routes/remote-page';

vi.mock('@/remotes/remote-registry', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/remotes/remote-registry')>();
  return { ...original, loadExposedModule: vi.fn(), forgetRemote: vi.fn(), registerStoreRemotes: vi.fn() };
});

const load = vi.mocked(loadExposedModule);

afterEach(() => {
  vi.mocked(forgetRemote).mockClear();
  load.mockReset();
});

describe('RemotePage', () => {
  it('renders the exposed component with the route props', async () => {
    load.mockResolvedValue({ LegalPage: ({ topic }: { topic: string }) => <h1>legal: {topic}</h1> });
    render(
      <MemoryRouter>
        <RemotePage route={{ path: '/terms', remote: 'catalog', expose: 'LegalPage', props: { topic: 'terms' } }} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'legal: terms' })).toBeTruthy();
  });

  it("starts the page's prefetch once its code is in, once per page however often it renders", async () => {
    const prefetch = vi.fn();
    load.mockResolvedValue({ AboutPage: () => <h1>about</h1>, prefetch });
    const route = { path: '/tentang', remote: 'catalog', expose: 'AboutPage' } as const;
    const { rerender } = render(
      <MemoryRouter>
        <RemotePage route={route} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'about' })).toBeTruthy();
    rerender(
      <MemoryRouter>
        <RemotePage route={route} />
      </MemoryRouter>,
    );
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('shows a translated error with a retry that really loads the remote again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    load
      .mockRejectedValueOnce(new RemoteUnavailableError('checkout'))
      .mockResolvedValueOnce({ CheckoutPage: () => <h1>checkout page</h1> });
    render(
      <MemoryRouter>
        <RemotePage route={{ path: '/checkout/:productId', remote: 'checkout', expose: 'CheckoutPage' }} />
      </MemoryRouter>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Bagian ini belum bisa ditampilkan');
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));

    expect(await screen.findByRole('heading', { name: 'checkout page' })).toBeTruthy();
    expect(forgetRemote).toHaveBeenCalledWith('checkout');
    expect(load).toHaveBeenCalledTimes(2);
    vi.mocked(console.error).mockRestore();
  });

  it('uses the load started at start-up instead of fetching the page a second time', async () => {
    let arrive: (module: Record<string, () => ReactElement>) => void = () => {};
    load.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));

    preloadPage('scanner', 'ScannerPage');
    expect(load).toHaveBeenCalledWith('scanner', 'ScannerPage');
    render(
      <MemoryRouter>
        <RemotePage route={{ path: '/scanner', remote: 'scanner', expose: 'ScannerPage' }} />
      </MemoryRouter>,
    );
    arrive({ ScannerPage: () => <h1>scanner page</h1> });

    expect(await screen.findByRole('heading', { name: 'scanner page' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a page whose code came in at start-up at once, with no skeleton before it', async () => {
    load.mockResolvedValueOnce({ ContactPage: () => <h1>contact page</h1> });
    await preloadPage('catalog', 'ContactPage');
    render(
      <MemoryRouter>
        <RemotePage route={{ path: '/kontak', remote: 'catalog', expose: 'ContactPage' }} />
      </MemoryRouter>,
    );
    // In the first commit: React would otherwise hold a page that follows its skeleton for 300 ms.
    expect(screen.getByRole('heading', { name: 'contact page' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
