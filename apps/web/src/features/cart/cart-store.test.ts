import { describe, expect, it } from 'vitest';
import { cartTotals } from '@shop/shared/cart-totals';
import { storedDiscountCode, storeDiscountCode } from './bag-discount-code';
import { BAG_STORAGE_KEY, bagChangesSinceLoad, clearBagAfterPayment, useCartStore, restoreBag } from './cart-store';

const tee = { _id: 'p1', name: 'Oat Tee', price: 19.99, image: '/uploads/oat.webp', color: 'beige', size: 'm' };

describe('the bag store', () => {
  it('keeps the shared cart arithmetic', () => {
    const bag = useCartStore.getState();
    bag.add(tee);
    bag.add(tee);
    bag.increment(tee);
    const state = useCartStore.getState();
    expect(state.products).toHaveLength(1);
    expect(state.selectedItems).toBe(2);
    expect(cartTotals(state.products)).toMatchObject({ totalPrice: 39.98, tax: 2.4, grandTotal: 42.38 });
  });

  it('stores only the lines in local storage, never whether the panel is open', () => {
    useCartStore.getState().add(tee);
    useCartStore.getState().openBag();
    const stored = JSON.parse(window.localStorage.getItem(BAG_STORAGE_KEY) ?? 'null') as { state: Record<string, unknown> };
    expect(Object.keys(stored.state)).toEqual(['products']);
  });

  it('restores the stored lines alone, their totals recomputed from them, and drops lines that are not valid', async () => {
    window.localStorage.setItem(
      BAG_STORAGE_KEY,
      JSON.stringify({ version: 1, state: { products: [{ ...tee, quantity: 3 }, { _id: 'bad' }], grandTotal: 1_000_000 } }),
    );
    await restoreBag();
    const state = useCartStore.getState();
    expect(state.products).toEqual([{ ...tee, quantity: 3 }]);
    expect(state.selectedItems).toBe(3);
    expect(state).not.toHaveProperty('grandTotal');
    expect(cartTotals(state.products).grandTotal).toBe(63.57);
  });

  it('counts the shopper’s own changes since the page loaded, not the lines the account or the storage gave it', async () => {
    const before = bagChangesSinceLoad();
    window.localStorage.setItem(BAG_STORAGE_KEY, JSON.stringify({ version: 1, state: { products: [] } }));
    useCartStore.getState().add(tee);
    // Read back from storage after the add (the checks load meanwhile): the line stays.
    await restoreBag();
    expect(useCartStore.getState().products).toEqual([{ ...tee, quantity: 1 }]);
    useCartStore.getState().replace([]);
    useCartStore.getState().increment(tee);
    expect(bagChangesSinceLoad() - before).toBe(2);
  });

  it('empties the bag once per paid checkout session, so an old confirmation link leaves a new bag alone', () => {
    useCartStore.getState().add(tee);
    clearBagAfterPayment('cs_test_1');
    expect(useCartStore.getState().products).toEqual([]);
    expect(useCartStore.getState().selectedItems).toBe(0);

    useCartStore.getState().add(tee);
    clearBagAfterPayment('cs_test_1');
    expect(useCartStore.getState().products).toHaveLength(1);
    clearBagAfterPayment('cs_test_2');
    expect(useCartStore.getState().products).toEqual([]);
  });

  it('forgets the discount code with the paid bag', () => {
    storeDiscountCode('SAVE10');
    clearBagAfterPayment('cs_test_3');
    expect(storedDiscountCode()).toBeNull();
  });
});
