import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './filter-select';

describe('FilterSelect', () => {
  it("offers 'all' first, then each choice, and answers the choice picked or '' for all", async () => {
    const onChange = vi.fn();
    render(<FilterSelect label="Status" value="sent" options={['sent', 'failed'] as const} allLabel="All messages" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('sent');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All messages', 'sent', 'failed']);

    const user = userEvent.setup();
    await user.selectOptions(select, 'failed');
    await user.selectOptions(select, 'All messages');
    expect(onChange.mock.calls).toEqual([['failed'], ['']]);
  });

  it('shows all when nothing narrows the list', () => {
    render(<FilterSelect label="Status" value={undefined} options={['sent']} allLabel="All messages" onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });
});
