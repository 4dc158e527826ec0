import { describe, expect, it } from 'vitest';
import { cardLinkStyles } from './button';

describe('cardLinkStyles', () => {
  it('stretches the link over its card and draws the focus ring close around a bordered card by default', () => {
    const classes = cardLinkStyles().split(' ');
    expect(classes).toEqual(expect.arrayContaining(['after:absolute', 'after:inset-0', 'focus-visible:after:outline-offset-2']));
    expect(classes).not.toContain('focus-visible:after:outline-offset-4');
  });

  it('draws the ring clear of a picture tile, and keeps the link text classes first', () => {
    const classes = cardLinkStyles({ ring: 'far', className: 'font-display text-2xl' }).split(' ');
    expect(classes.slice(0, 2)).toEqual(['font-display', 'text-2xl']);
    expect(classes).toContain('focus-visible:after:outline-offset-4');
    expect(classes).not.toContain('focus-visible:after:outline-offset-2');
  });
});
