/**
 * The discounts module's public face: the checkout reads a code a shopper typed, and holds one
 * of its uses under the code's lock, inside the order's own transaction.
 */
export { createDiscountsRepository, discountQueries, type DiscountsRepository } from './discounts.repository';
export { lookUpCode, PAUSED_CODE, usedUp } from './discounts.service';
