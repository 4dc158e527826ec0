import { lazyPart } from '@/ssr/lazy-part';
import { useShopperCurrency } from '../shopper-currency';

/**
 * The currency picker's code stays out of every page's first load: it loads only while the shop
 * presents more than one currency. A lazy part (src/ssr/lazy-part.tsx): the server renders it in
 * full (the root route's prefetch awaits `preloadCurrencyPicker`), the browser keeps that HTML and
 * hydrates it once the code arrives.
 */
const picker = lazyPart(() => import('./currency-picker').then((module) => module.CurrencyPicker), null);

/** The picker in the footer while the shop presents more than one currency; nothing otherwise. */
export function CurrencyPickerPart({ className }: { className?: string }) {
  return useShopperCurrency().codes.length > 1 ? <picker.LazyPart className={className} /> : null;
}

/** Loads the picker's code; the server awaits it so that it renders the picker. */
export const preloadCurrencyPicker = picker.preload;
