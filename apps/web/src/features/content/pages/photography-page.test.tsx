import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

describe('the photography page', () => {
  it('opens and closes the Coming Soon gallery panel with one toggle button', async () => {
    const { user } = await renderApp('/photography');

    const toggle = screen.getByRole('button', { name: 'Open Gallery' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panelId = toggle.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = document.getElementById(panelId ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(screen.getByText('Coming Soon')).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Close');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel).toHaveClass('max-h-96');
    expect(screen.getByText('Coming Soon')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(toggle).toHaveAccessibleName('Open Gallery');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });
});
