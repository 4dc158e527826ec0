/**
 * The sales module's public face: the sales running now, as the pricing pipeline reads them
 * (`activeSales(now)` of the shop's one clock, which services.ts makes), and what a running set
 * is called, for answers that show sale prices to be kept under it.
 */
export { createSalesClock, pricingSale, runningOf, type RunningSales, type SalesClock } from './running-sales';
export { createSalesRepository, type SalesRepository } from './sales.repository';
