import { MergedBagSchema, type CartItem, type MergedBag } from '@shop/shared/cart.schema';
import type { LanguageQuery } from '@shop/shared/translation.schema';
import { api } from '@/lib/api-client';

/** Every answer names the products in the page's language (`lang`), where the shop has their names in it. */
const options = (shownIn: LanguageQuery) => ({ schema: MergedBagSchema, query: shownIn });

export function getAccountBag(shownIn: LanguageQuery = {}): Promise<MergedBag> {
  return api.get('/bag', options(shownIn));
}

export function saveAccountBag(products: CartItem[], shownIn: LanguageQuery = {}): Promise<MergedBag> {
  return api.put('/bag', { products }, options(shownIn));
}

export function mergeIntoAccountBag(products: CartItem[], shownIn: LanguageQuery = {}): Promise<MergedBag> {
  return api.post('/bag/merge', { products }, options(shownIn));
}
