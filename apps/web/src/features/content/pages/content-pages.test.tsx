import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

describe('the content pages', () => {
  it.each([
    ['/about', 'About the studio', 'About'],
    ['/help', 'The benefits of cotton shirts', 'Why Cotton'],
    ['/services', 'Web Services', 'Web Services'],
    ['/design', 'Design', 'Design'],
    ['/photography', 'Photography', 'Photography'],
    ['/pages', 'Our Visual Story', 'Our Visual Story'],
    ['/terms', 'Terms and Conditions', 'Terms and Conditions'],
  ])('%s has the one heading “%s” and the tab title “%s | <shop>”', async (path, heading, title) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${title} | Test Threads`);
  });
});
