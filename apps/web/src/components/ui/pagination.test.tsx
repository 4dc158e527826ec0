import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageItems } from './pagination';

describe('Pagination', () => {
  it('lists every page when there are few, and the ends and neighbours when there are many', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(6, 12)).toEqual([1, 'gap-start', 5, 6, 7, 'gap-end', 12]);
    expect(pageItems(1, 12)).toEqual([1, 2, 'gap-end', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'gap-start', 11, 12]);
  });

  it('asks only for pages from 1 to the last, and disables Previous and Next at the ends', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={onPageChange} />);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[2]]);

    rerender(<Pagination page={3} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('with pageHref, makes every page a link and the ends disabled links without an address', async () => {
    const onPageChange = vi.fn();
    const href = (page: number) => `/list?page=${page}`;
    const { rerender } = render(
      <MemoryRouter>
        <Pagination page={1} totalPages={3} pageHref={href} onPageChange={onPageChange} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const previous = screen.getByRole('link', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/list?page=2');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/list?page=2');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[3]]);

    rerender(
      <MemoryRouter>
        <Pagination page={3} totalPages={3} pageHref={href} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/list?page=2');
  });

  it('shows nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
