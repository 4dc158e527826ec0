import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StarPicker } from './star-picker';

function Picker({ initial = 0, error }: { initial?: number; error?: string }) {
  const [value, setValue] = useState(initial);
  return <StarPicker name="rating" value={value} onChange={setValue} error={error} />;
}

const star = (name: string) => screen.getByRole('radio', { name });

/** The arrow keys move the choice and the focus together. */
function expectChosenAndFocused(name: string) {
  expect(star(name)).toBeChecked();
  expect(star(name)).toHaveFocus();
}

describe('the star picker', () => {
  it("is a radio group of five stars labelled '1 star' to '5 stars', none chosen at first", () => {
    render(<Picker />);
    const group = screen.getByRole('radiogroup', { name: 'Rating' });
    expect(group).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    for (const radio of radios) expect(radio).not.toBeChecked();
    expect(screen.getByText('No rating yet')).toBeInTheDocument();
  });

  it('picks a star on click and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(star('3 stars'));
    expect(star('3 stars')).toBeChecked();
    expect(screen.getByText('3 of 5')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expectChosenAndFocused('4 stars');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(star('2 stars')).toBeChecked();
    expect(star('3 stars')).not.toBeChecked();
  });

  it('works from the keyboard alone: Tab reaches the first star, Space picks it, the arrows move and pick', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Picker />
      </>,
    );
    await user.tab();
    await user.tab();
    const first = star('1 star');
    expect(first).toHaveFocus();
    expect(first).not.toBeChecked();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    expect(screen.getByText('1 of 5')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expectChosenAndFocused('3 stars');
    await user.keyboard('{ArrowUp}');
    expect(star('2 stars')).toBeChecked();
    expect(screen.getByText('2 of 5')).toBeInTheDocument();
  });

  it('lets a form focus the chosen star, or the first while none is chosen', () => {
    const ref = createRef<HTMLInputElement>();
    const { rerender } = render(<StarPicker ref={ref} name="rating" value={0} onChange={() => {}} />);
    expect(ref.current).toBe(star('1 star'));
    rerender(<StarPicker ref={ref} name="rating" value={4} onChange={() => {}} />);
    expect(ref.current).toBe(star('4 stars'));
  });

  it('shows its error under the stars and marks the group invalid', () => {
    render(<Picker error="Please choose a rating" />);
    const group = screen.getByRole('radiogroup', { name: 'Rating' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please choose a rating');
  });
});
