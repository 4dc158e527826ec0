import type { Product } from '@shop/shared/product.schema';
import { lazy, Suspense, useState } from 'react';
import { useLoadLaterMessages, useT } from '@/i18n/i18n';

/** The form (and what it sends) loads at the first press: the product page's first load carries only the button. */
const NotifyForm = lazy(() => import('./notify-form').then((module) => ({ default: module.NotifyForm })));

/**
 * 'Email me when it's back', under the product's form when a size is sold out in the chosen
 * colour (in any colour, none chosen). The button opens the form in place; once the shopper is on
 * the list, the form closes and the live region under the button says so.
 *
 * NOTE: on the product page's first load, which is held to a budget: keep it this small.
 */
export function BackInStock({ product, color, size }: { product: Product; color: string; size: string }) {
  // true: the form is open; false: closed; a text: closed, the shopper on the list (the region says it).
  const [open, setOpen] = useState<boolean | string>(false);
  const t = useT();
  // The form's messages load with its code, not after it.
  useLoadLaterMessages(open === true);
  // A counted variant at 0 (one line per variant) in the chosen colour, or in any when none is chosen.
  if (!product.stock?.some((line) => !line.stock && (!color || line.color === color))) return null;
  return (
    <div>
      {/* Outside any form: a plain button. */}
      <button aria-expanded={open === true} onClick={() => setOpen(open !== true)} className="min-h-touch text-sm font-medium underline">
        {t('backInStock.button')}
      </button>
      {open === true ? (
        <Suspense>
          <NotifyForm product={product} color={color} size={size} onJoined={setOpen} />
        </Suspense>
      ) : null}
      <p role="status">{open}</p>
    </div>
  );
}
