import { isInCart, lineColor } from '@shop/shared/cart';
import { colorPicture } from '@shop/shared/color-picture';
import type { Product } from '@shop/shared/product.schema';
import { soldOutSizes } from '@shop/shared/product-availability';
import { sizeSuggestionOf } from '@shop/shared/review-fit';
import { Ruler, ShoppingBag } from 'lucide-react';
import { variantOffer } from '@shop/shared/variant';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { useCartStore } from '@/features/cart/cart-store';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart';
import { reportEvent } from '@/lib/analytics';
import { cn } from '@/lib/class-names';
import { useColorName } from '../api/get-shop-options';
import { useSizeLabel } from '@/i18n/size-label';
import { ColorSwatch } from './color-swatch';
import { useT } from '@/i18n/i18n';
import { useSizeFitWords } from '../size-fit-words';

/** The swaps of the product's sizes and the size suggestion they make with the fit votes: loaded when the shopper comes to the size select. */
const SizeFitNote = lazy(() => import('./size-fit-note').then((module) => ({ default: module.SizeFitNote })));

/**
 * Colour and size for the bag, both required, and each chosen already when there is only one.
 * Sizes that cannot be bought in the chosen colour, or in any colour when none is chosen, are
 * listed but disabled. The colour is the page's, which shows that colour's picture; the bag's
 * line shows it too.
 */
/**
 * The colour and size a shopper has chosen, as far as they can be bought: a product's only
 * colour or only size is chosen already, and a size sold out in the chosen colour is not chosen.
 */
export function chosenVariant(product: Product, color: string, chosenSize: string) {
  const chosenColor = lineColor(color, product.color);
  const soldOut = soldOutSizes(product, chosenColor || undefined);
  const wanted = chosenSize || (product.sizes.length === 1 ? product.sizes[0]! : '');
  return { color: chosenColor, size: soldOut.includes(wanted) ? '' : wanted, soldOut };
}

export function AddToCartForm({
  product,
  color,
  onColorChange,
  chosenSize,
  onSizeChange,
}: {
  product: Product;
  color: string;
  onColorChange: (color: string) => void;
  /** The size the shopper picked ('' for none yet): the page shows that variant's price. */
  chosenSize: string;
  onSizeChange: (size: string) => void;
}) {
  const addToBag = useCartStore((state) => state.add);
  const setChosenSize = onSizeChange;
  const colorName = useColorName();
  const t = useT();
  const sizeLabel = useSizeLabel();
  const colorSelect = useRef<HTMLSelectElement>(null);
  const sizeSelect = useRef<HTMLSelectElement>(null);
  // A choice made on the server's HTML before the page hydrated is on screen: keep it, so that
  // the button follows what the shopper sees.
  useEffect(() => {
    const early = { color: colorSelect.current?.value ?? '', size: sizeSelect.current?.value ?? '' };
    if (early.color) onColorChange(early.color);
    if (early.size) setChosenSize(early.size);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the form hydrates
  }, []);
  // A product in one colour or one size has it chosen already; a size chosen before a colour in
  // which it is sold out is no longer a choice.
  const { color: chosenColor, size, soldOut } = chosenVariant(product, color, chosenSize);
  const needsColor = product.color.length > 1;
  const needsSize = product.sizes.length > 0;
  const allSoldOut = needsSize && soldOut.length === product.sizes.length;
  // What most reviews say about the fit, read out with the size select.
  const fitWords = useSizeFitWords();
  const advice = fitWords.suggestion(sizeSuggestionOf(product.fit, null));
  // The shopper came to the size select (pointer over it, or focus): what buyers swapped loads then.
  const [fitWanted, setFitWanted] = useState(false);
  const adviceLine = advice ? (
    <p className="flex items-center gap-1.5 text-sm">
      <Ruler aria-hidden="true" className="size-4 shrink-0 text-clay" />
      {advice}
    </p>
  ) : null;
  const missing = (needsSize && !size) || (needsColor && !chosenColor);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (missing) return;
    const item = {
      _id: product._id,
      name: product.name,
      // The variant's own price, when it has one, and a running sale's price of it (the bag's
      // estimate until the server prices the bag).
      price:
        product.variants?.find((line) => line.color === chosenColor && line.size === size)?.salePrice ??
        product.salePrice ??
        variantOffer(product, chosenColor, size).price,
      image: colorPicture(product, chosenColor),
      color: chosenColor,
      size,
      ...(product.finalSale ? { finalSale: true } : {}),
    };
    if (isInCart(useCartStore.getState(), item)) {
      toast.message(t('addToCart.alreadyInBag'));
      return;
    }
    addToBag(item);
    reportEvent({ kind: 'bag', productId: product._id });
    toast.success(t('addToCart.added'));
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      {product.color.length > 1 ? (
        // The colours as swatches, each named by the shop's name for it; the select below holds the choice.
        <div role="group" aria-label={t('addToCart.swatches')} className="flex flex-wrap gap-2">
          {product.color.map((value) => (
            <button
              key={value}
              type="button"
              aria-label={colorName(value)}
              aria-pressed={value === chosenColor}
              title={colorName(value)}
              onClick={() => onColorChange(value)}
              className={cn(
                'grid size-touch place-items-center rounded-full border-2 border-transparent transition-colors hover:border-muted',
                value === chosenColor && 'border-ink hover:border-ink',
              )}
            >
              <ColorSwatch color={value} className="size-7" />
            </button>
          ))}
        </div>
      ) : null}
      {product.color.length > 0 ? (
        <SelectField
          label={t('addToCart.color')}
          className="[&_select]:normal-case"
          ref={colorSelect}
          value={chosenColor}
          required
          onChange={(event) => onColorChange(event.target.value)}
        >
          <option value="">{t('addToCart.selectColor')}</option>
          {product.color.map((value) => (
            <option key={value} value={value}>
              {colorName(value)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {needsSize ? (
        <SelectField
          label={t('addToCart.size')}
          ref={sizeSelect}
          value={size}
          required
          onChange={(event) => setChosenSize(event.target.value)}
          onPointerEnter={() => setFitWanted(true)}
          onFocus={() => setFitWanted(true)}
          hint={
            allSoldOut || advice || fitWanted ? (
              <>
                {allSoldOut ? (
                  <p>
                    {needsColor && chosenColor ? t('addToCart.soldOutIn', { color: colorName(chosenColor) }) : t('addToCart.soldOutAll')}
                  </p>
                ) : null}
                {fitWanted ? (
                  <Suspense fallback={adviceLine}>
                    <SizeFitNote product={product} size={size} advice={advice} />
                  </Suspense>
                ) : (
                  adviceLine
                )}
              </>
            ) : undefined
          }
          className="[&_select]:normal-case"
        >
          <option value="">{t('addToCart.selectSize')}</option>
          {product.sizes.map((value) => {
            const unavailable = soldOut.includes(value);
            return (
              <option key={value} value={value} disabled={unavailable}>
                {unavailable ? t('addToCart.sizeSoldOut', { size: sizeLabel(value) }) : sizeLabel(value)}
              </option>
            );
          })}
        </SelectField>
      ) : null}
      <div className="flex items-center gap-3">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={missing}>
          <ShoppingBag aria-hidden="true" className="size-5" />
          {t('addToCart.button')}
        </Button>
        {/* The colour and size as chosen (a sold-out size too, when it is the only one). */}
        <WishlistHeart product={product} color={chosenColor} size={size} className="border border-line" />
      </div>
    </form>
  );
}
