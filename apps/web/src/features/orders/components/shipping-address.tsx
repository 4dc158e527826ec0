import { addressLines, type ShippingAddress as Address } from '@shop/shared/address.schema';
import { cn } from '@/lib/class-names';

/** An order's delivery address under a 'Shipping address' heading, the way a parcel label reads it. */
export function ShippingAddress({ address, className }: { address: Address; className?: string }) {
  return (
    <section aria-labelledby="shipping-address" className={cn('text-sm', className)}>
      <h2 id="shipping-address" className="mb-2 text-xl">
        Shipping address
      </h2>
      <address className="not-italic leading-relaxed">
        {addressLines(address).map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
      </address>
    </section>
  );
}
