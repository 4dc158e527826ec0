import { describe, expect, it } from 'vitest';
import { sizeLabel } from './constants';
import { SizeSetInputSchema, sizeOrder, sizesFromText } from './size-set.schema';

describe('sizes', () => {
  it('read as the shop shows them: letters in capitals, numbers as they are, one-size in words', () => {
    expect(['xs', 'xl', '2xl', '32', '36.5', 'one-size'].map(sizeLabel)).toEqual(['XS', 'XL', '2XL', '32', '36.5', 'One size']);
  });

  it('are typed in order, separated by commas or spaces', () => {
    expect(sizesFromText(' 28, 29 ,30  31,,')).toEqual(['28', '29', '30', '31']);
    expect(sizesFromText('XS S M')).toEqual(['xs', 's', 'm']);
    expect(SizeSetInputSchema.safeParse({ name: 'Rings', handle: 'rings', sizes: ['5', '5'] }).success).toBe(false);
  });

  it("follow the sets' order, each size once, its first set deciding", () => {
    const order = sizeOrder([{ sizes: ['s', 'm'] }, { sizes: ['30', '32', 'm'] }, { sizes: ['36', '30'] }]);
    expect([...order.keys()]).toEqual(['s', 'm', '30', '32', '36']);
  });
});
