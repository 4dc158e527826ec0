import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useChoiceFilter } from './use-paged-list';

const STATES = ['queued', 'sent', 'failed'] as const;

function renderFilter(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(() => ({ filter: useChoiceFilter('status', STATES), location: useLocation() }), { wrapper });
}

describe('useChoiceFilter', () => {
  it('reads a known choice from the URL, and clearing it goes back to page 1 of all', () => {
    const { result } = renderFilter('/outbox?status=sent&page=3&q=x');
    expect(result.current.filter.choice).toBe('sent');
    expect(result.current.filter.select).toMatchObject({ value: 'sent', options: STATES });
    expect(result.current.filter.paging.page).toBe(3);

    act(() => result.current.filter.clear!());
    expect(result.current.location.search).toBe('?q=x');
    expect(result.current.filter.choice).toBeUndefined();
    expect(result.current.filter.clear).toBeUndefined();
  });

  it('takes a value that is none of the choices as no filter, with nothing to clear', () => {
    const { result } = renderFilter('/outbox?status=drop%20table');
    expect(result.current.filter.choice).toBeUndefined();
    expect(result.current.filter.select.value).toBeUndefined();
    expect(result.current.filter.clear).toBeUndefined();
  });

  it('choosing from the select sets the filter and leaves the page', () => {
    const { result } = renderFilter('/outbox?page=2');
    act(() => result.current.filter.select.onChange('failed'));
    expect(result.current.location.search).toBe('?status=failed');
    expect(result.current.filter.choice).toBe('failed');
  });
});
