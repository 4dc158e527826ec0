import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/features/catalogue/testing/catalogue-fixtures';
import {
  emptyProductForm,
  formFieldOf,
  humanizeMessage,
  productFormResolver,
  productFormValues,
  toProductBody,
  type ProductFormValues,
} from './product-form-values';

const filled: ProductFormValues = {
  ...emptyProductForm,
  name: 'Linen Dress',
  category: 'dress',
  color: 'beige',
  price: '89',
  description: 'Cool in summer.',
};

async function resolve(values: ProductFormValues, storedImage = '') {
  return productFormResolver(storedImage)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('the product form values', () => {
  it('round-trip a stored product, main colour first', () => {
    const product = makeProduct({
      color: ['red', 'gold'],
      oldPrice: 40,
      stock: [{ color: 'gold', size: 'm', stock: 2 }],
    });
    const values = productFormValues(product);
    expect(values).toMatchObject({
      color: 'red',
      moreColors: ['gold'],
      price: '24.00',
      oldPrice: '40.00',
      trackStock: true,
      stock: { gold: { m: '2' } },
    });
    expect(toProductBody(values, product.image)).toMatchObject({ colors: ['red', 'gold'], oldPrice: '40.00' });
    expect(toProductBody(values, product.image)).not.toHaveProperty('image');
  });

  it('leave the further colours out while the main one is empty, so that Color is the field named', async () => {
    const result = await resolve({ ...filled, color: '', moreColors: ['green'] });
    expect(result.errors.color).toEqual({ type: 'required', message: 'Color is required' });
  });

  it('name a bad stock number in its own cell', async () => {
    const result = await resolve({ ...filled, sizes: ['s', 'm'], trackStock: true, stock: { beige: { m: '-2' } } });
    expect(result.errors.stock?.beige?.m?.message).toBe('Enter a whole number, 0 or more');
    expect(result.errors.stock?.beige?.s).toBeUndefined();
  });

  it('hand over the parsed body when everything is fine', async () => {
    const result = await resolve({ ...filled, name: ' Linen Dress ', oldPrice: '' });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      name: 'Linen Dress',
      colors: ['beige'],
      price: 89,
      oldPrice: null,
      stock: null,
    });
  });

  it("place the server's paths on form fields and word its messages for people", () => {
    const stock = [{ color: 'red', size: 'xl', stock: 1 }];
    expect(formFieldOf('stock.0.size', stock)).toBe('stock.red.xl');
    expect(formFieldOf('stock', stock)).toBe('trackStock');
    expect(formFieldOf('colors.1', stock)).toBe('color');
    expect(formFieldOf('sizes.0', stock)).toBe('sizes');
    expect(formFieldOf('author', stock)).toBeUndefined();
    expect(humanizeMessage('oldPrice must be above price')).toBe('Old price must be above price');
    expect(humanizeMessage('choose at least one size')).toBe('Choose at least one size');
  });
});
