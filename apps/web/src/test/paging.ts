import { screen, within } from '@testing-library/react';

/** The buttons of a list's pagination (`name` is its navigation's label, e.g. 'Orders pages'). */
export function pagingButtons(name: string) {
  const nav = screen.getByRole('navigation', { name });
  const button = (label: string) => within(nav).getByRole('button', { name: label });
  return { previous: () => button('Previous'), next: () => button('Next'), page: (number: number) => button(`Page ${number}`) };
}
