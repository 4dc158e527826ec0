import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { renderApp } from '@/test/render-app';

export interface AuthFormCase {
  /** The page's heading. */
  heading: string;
  /** Each field by its label, with the attributes it must have (none: it must only be there). */
  fields: Record<string, Record<string, string>>;
  /** Each link by its name, with where it goes. */
  links?: Record<string, string>;
}

/**
 * Renders the app at an account form page (login, register, passwords) and checks its heading,
 * its fields and their attributes, and its links.
 */
export async function renderAuthForm(path: string, { heading, fields, links = {} }: AuthFormCase) {
  const view = await renderApp(path);
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  for (const [label, attributes] of Object.entries(fields)) {
    const field = screen.getByLabelText(label);
    for (const [name, value] of Object.entries(attributes)) expect(field).toHaveAttribute(name, value);
  }
  for (const [name, href] of Object.entries(links)) expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  return view;
}
