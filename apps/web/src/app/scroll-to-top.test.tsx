import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

function renderWithScrollToTop() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ScrollToTop />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <p>home</p> },
          { path: '/shop', element: <p>shop</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollToTop', () => {
  it('scrolls to the top on every path change', async () => {
    const router = renderWithScrollToTop();
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();

    await act(() => router.navigate('/shop'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate('/'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('keeps the place when only the query changes', async () => {
    const router = renderWithScrollToTop();
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();

    await act(() => router.navigate('/shop?category=kids'));
    await act(() => router.navigate('/shop?category=mens'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
