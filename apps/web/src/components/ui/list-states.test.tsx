import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PagedList } from '@/lib/use-paged-list';
import { ListStates, type ListStatesProps } from './list-states';

type Rows = { rows: string[] };

/** A list of 12 rows in all (none when `total` is 0), on its first page. */
function listOf(query: Partial<UseQueryResult<Rows>>, total = 12): PagedList<Rows> {
  return {
    query: { isPending: false, isError: false, isPlaceholderData: false, refetch: vi.fn(), ...query } as unknown as UseQueryResult<Rows>,
    view: total === 0 ? { page: 1, totalPages: 1, total, from: 0, to: 0 } : { page: 1, totalPages: 2, total, from: 1, to: 10 },
    setPage: vi.fn(),
  };
}

const loaded = (rows: string[]) => listOf({ data: { rows } }, rows.length === 0 ? 0 : 12);

function renderList(props: Partial<ListStatesProps<Rows>> & Pick<ListStatesProps<Rows>, 'list'>) {
  const states = { noun: 'orders', rowClassName: 'h-14', empty: { title: 'No orders yet', children: 'They appear here.' }, ...props };
  return render(<ListStates {...(states as ListStatesProps<Rows>)}>{(data) => <p>{data.rows.join(', ')}</p>}</ListStates>);
}

describe('ListStates', () => {
  it('draws its words from what it lists: loading, failed, the count and the pages', () => {
    renderList({ list: listOf({ isPending: true }) });
    expect(screen.getByRole('status', { name: 'Loading orders' })).toBeInTheDocument();

    renderList({ list: listOf({ isError: true }) });
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading orders.');

    renderList({ list: loaded(['A-1', 'A-2']) });
    expect(screen.getByText('A-1, A-2')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 12 orders')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Orders pages' })).toBeInTheDocument();
  });

  it('with a name of its own, loads as that name', () => {
    renderList({ list: listOf({ isPending: true }), noun: 'changes', name: 'Audit log' });
    expect(screen.getByRole('status', { name: 'Loading the audit log' })).toBeInTheDocument();

    renderList({ list: listOf({ isError: true }), noun: 'changes', name: 'Audit log' });
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading the audit log.');

    renderList({ list: loaded(['x']), noun: 'changes', name: 'Audit log' });
    expect(screen.getByRole('navigation', { name: 'Audit log pages' })).toBeInTheDocument();
  });

  it('keeps the words a page gives in place of the rule', () => {
    renderList({ list: listOf({ isError: true }), failed: 'Error loading users!' });
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading users!');

    renderList({ list: loaded(['x']), label: 'Product pages' });
    expect(screen.getByRole('navigation', { name: 'Product pages' })).toBeInTheDocument();
  });

  it("when filters leave it empty, offers 'Show all' in place of its other buttons", async () => {
    const onClear = vi.fn();
    const { unmount } = renderList({ list: loaded([]), empty: { title: 'No orders found', actions: <a href="/new">Add</a> }, onClear });
    expect(screen.getByText('No orders found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show all orders' }));
    expect(onClear).toHaveBeenCalledOnce();
    unmount();

    renderList({ list: loaded([]), empty: { title: 'No orders yet', actions: <a href="/new">Add</a> } });
    expect(screen.getByRole('link', { name: 'Add' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show all orders' })).not.toBeInTheDocument();
  });

  it('shows, where a page gives them, its own placeholder and its own empty block', () => {
    const own = {
      loading: <p role="status" aria-label="Loading your orders" />,
      rowClassName: undefined,
      empty: <p>Nothing bought yet.</p>,
    };
    renderList({ list: listOf({ isPending: true }), ...own });
    expect(screen.getByRole('status', { name: 'Loading your orders' })).toBeInTheDocument();

    renderList({ list: loaded([]), ...own });
    expect(screen.getByText('Nothing bought yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show all orders' })).not.toBeInTheDocument();
  });
});
