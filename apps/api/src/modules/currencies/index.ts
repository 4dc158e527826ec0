/**
 * The currencies module's public face. The catalogue and the checkout read a presented
 * currency's rate and rounding (`presentedCurrency`, kept in memory until the next change) and
 * the variants' own prices in it (`variantPrices`, `variantOffers`) through its service.
 */
export { createCurrenciesRepository, type CurrenciesRepository, type VariantRef } from './currencies.repository';
export { BASE_PRESENTED, createCurrenciesService, KEPT_FOR_MS, type CurrenciesService, type VariantOwnPrice } from './currencies.service';
export { currenciesRoutes, variantPricesRoutes } from './currencies.routes';
