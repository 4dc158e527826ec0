import { addressLines, type ShippingAddress as Address } from '@shop/shared/address.schema';
import { useFormatLocale, useMessages, useT } from '@/i18n/i18n';
import { cn } from '@/lib/class-names';

/** An order's delivery address under a 'Shipping address' heading, the way a parcel label reads it. */
export function ShippingAddress({ address, className }: { address: Address; className?: string }) {
  useMessages('account');
  const t = useT();
  const locale = useFormatLocale();
  return (
    <section aria-labelledby="shipping-address" className={cn('text-sm', className)}>
      <h2 id="shipping-address" className="mb-2 text-xl">
        {t('orders.shippingAddress')}
      </h2>
      <address className="not-italic leading-relaxed">
        {addressLines(address, locale).map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
      </address>
    </section>
  );
}
