import { countriesByName, countryName } from '@shop/shared/address.schema';
import { BASE_CURRENCY } from '@shop/shared/currency';
import type { BagPrice } from '@shop/shared/discount.schema';
import { useId } from 'react';
import { SelectField } from '@/components/ui/field';
import { formatAmount } from '@/lib/money-amount';
import type { BagDelivery } from '../api/create-checkout-session';
import { useLanguage, useLaterMessages, useT } from '@/i18n/i18n';

/**
 * Where the bag goes and how, in shops whose price depends on it (shipping zones, or tax rates by
 * place): the country (and state, where rates differ by one), and the destination's shipping
 * methods, each priced for this bag. A country the shop does not ship to is said so here, before
 * any payment.
 */
export function DeliveryChoice({
  priced,
  delivery,
  onChange,
}: {
  priced: BagPrice;
  delivery: BagDelivery;
  onChange: (next: BagDelivery) => void;
}) {
  const methodsName = useId();
  useLaterMessages();
  const t = useT();
  const { locale } = useLanguage();
  const country = delivery.country ?? priced.shipTo.country;
  // The shopper's choice shows at once, while the bag is priced again for it.
  const chosen = priced.shippingMethods.some((method) => method.id === delivery.shippingMethod)
    ? delivery.shippingMethod
    : priced.shippingMethod;
  return (
    <div className="mb-4 space-y-3 text-sm">
      <SelectField
        label={t('bag.delivery.shipTo')}
        value={country}
        options={countriesByName()}
        labelOf={countryName}
        onChange={(event) => onChange({ country: event.target.value })}
      />
      {priced.regions.length ? (
        <SelectField
          label={t('bag.delivery.region')}
          hint={t('bag.delivery.regionHint')}
          value={delivery.region ?? ''}
          options={priced.regions}
          onChange={(event) => onChange({ ...delivery, country, region: event.target.value || undefined })}
        >
          <option value="">{t('bag.delivery.elsewhere', { country: countryName(country) })}</option>
        </SelectField>
      ) : null}
      {priced.shippingProblem ? (
        <p role="alert" className="rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-danger">
          {priced.shippingProblem}
        </p>
      ) : null}
      {priced.shippingMethods.length ? (
        <fieldset>
          <legend className="mb-1.5 font-medium">{t('bag.delivery.method')}</legend>
          <div className="space-y-1.5">
            {priced.shippingMethods.map((method) => (
              <label
                key={method.id}
                className="flex min-h-touch cursor-pointer items-center gap-3 rounded-md border border-line bg-paper px-3 py-2 has-[:checked]:border-ink"
              >
                <input
                  type="radio"
                  name={methodsName}
                  value={method.id}
                  checked={chosen === method.id}
                  onChange={() => onChange({ ...delivery, country, shippingMethod: method.id })}
                  className="size-4 accent-ink"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{method.name}</span>
                  {method.estimate ? <span className="block text-xs text-muted">{method.estimate}</span> : null}
                </span>
                <span className="tabular-nums">
                  {method.amount > 0 ? formatAmount(method.amount, priced.currency ?? BASE_CURRENCY, locale) : t('totals.free')}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
