import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, useNavigate, useRoutes, type NavigateFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '../../src/app/lazy-page.tsx';

/** A page module whose code arrives only when the test says so. */
function slowPage(text: string) {
  let arrive = () => undefined as void;
  const loaded = new Promise<{ Page: () => React.JSX.Element }>((resolve) => {
    arrive = () => resolve({ Page: () => <p>{text}</p> });
  });
  return { Page: lazyPage(() => loaded, 'Page'), arrive };
}

describe('lazyPage', () => {
  it('shows another page at once when the user leaves one that is still loading', async () => {
    const slow = slowPage('Página lenta');
    const quick = slowPage('Página rápida');
    quick.arrive();
    let navigate: NavigateFunction = () => undefined;
    function Layout() {
      navigate = useNavigate();
      return (
        <main>
          <Outlet />
        </main>
      );
    }
    function Routes() {
      return useRoutes([
        {
          element: <Layout />,
          children: [
            { index: true, element: <slow.Page /> },
            { path: 'rapida', element: <quick.Page /> },
          ],
        },
      ]);
    }
    render(
      <MemoryRouter initialEntries={['/rapida']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Página rápida')).toBeInTheDocument();
    await act(async () => navigate('/'));
    // A screen tall while it loads: the footer under it never starts in view to be pushed away.
    expect(screen.getByRole('status')).toHaveClass('min-h-dvh');

    await act(async () => navigate('/rapida'));
    expect(await screen.findByText('Página rápida')).toBeInTheDocument();

    // The code of the page left behind arrives late, and must not take the page back.
    await act(async () => {
      slow.arrive();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText('Página rápida')).toBeInTheDocument();
    expect(screen.queryByText('Página lenta')).not.toBeInTheDocument();
  });

  it('fetches its code ahead when preloaded, once, and asks again after a failed load', async () => {
    let attempts = 0;
    const Page = lazyPage(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('network'))
        : Promise.resolve({ Page: () => <p>Página precargada</p> });
    }, 'Page');
    Page.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(attempts).toBe(1);
    // The failed preload leaves nothing behind: the render loads it again, and only once.
    Page.preload();
    render(<Page />);
    expect(await screen.findByText('Página precargada')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
