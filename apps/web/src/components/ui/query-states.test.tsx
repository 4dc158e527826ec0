import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryStates } from './query-states';

function failedQuery() {
  const refetch = vi.fn();
  const query = { isPending: false, isError: true, refetch } as unknown as UseQueryResult<string>;
  return { query, refetch };
}

describe('QueryStates', () => {
  it("shows a failure's title and detail with 'Try again', which asks again", async () => {
    const { query, refetch } = failedQuery();
    render(
      <QueryStates query={query} loading={<p>Loading</p>} failed="Failed to load stats!" failedDetail="Please check your connection.">
        {(data) => <p>{data}</p>}
      </QueryStates>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load stats!');
    expect(alert).toHaveTextContent('Please check your connection.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows a block of its own where the page gives one', () => {
    render(
      <QueryStates query={failedQuery().query} loading={<p>Loading</p>} failed={<p>No orders!</p>}>
        {(data) => <p>{data}</p>}
      </QueryStates>,
    );
    expect(screen.getByText('No orders!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows what loads, then the content', () => {
    const loading = { isPending: true, isError: false } as unknown as UseQueryResult<string>;
    const { rerender } = render(
      <QueryStates query={loading} loading={<p>Loading</p>} failed="Failed">
        {(data) => <p>{data}</p>}
      </QueryStates>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    const loaded = { isPending: false, isError: false, data: 'The totals' } as unknown as UseQueryResult<string>;
    rerender(
      <QueryStates query={loaded} loading={<p>Loading</p>} failed="Failed">
        {(data) => <p>{data}</p>}
      </QueryStates>,
    );
    expect(screen.getByText('The totals')).toBeInTheDocument();
  });
});
