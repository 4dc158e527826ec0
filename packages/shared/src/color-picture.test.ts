import { describe, expect, it } from 'vitest';
import { colorPicture } from './color-picture';

const tee = {
  image: '/uploads/black.webp',
  imageColor: 'black',
  gallery: [
    { image: '/uploads/back.webp', color: null },
    { image: '/uploads/red.webp', color: 'red' },
    { image: '/uploads/red-back.webp', color: 'red' },
  ],
};

describe('the picture of a colour', () => {
  it('is the first picture tied to that colour, the main one when it shows it', () => {
    expect(colorPicture(tee, 'red')).toBe('/uploads/red.webp');
    expect(colorPicture(tee, 'black')).toBe('/uploads/black.webp');
  });

  it('is the main picture when no picture shows the colour, or no colour is named', () => {
    expect(colorPicture(tee, 'blue')).toBe('/uploads/black.webp');
    expect(colorPicture(tee, '')).toBe('/uploads/black.webp');
    expect(colorPicture({ ...tee, imageColor: null }, 'black')).toBe('/uploads/black.webp');
  });
});
