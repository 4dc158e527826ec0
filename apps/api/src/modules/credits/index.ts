/**
 * The credits module's public face: a return gives store credit through it, in the return's own
 * transaction, and the checkout spends gift cards and store credit through it, in the order's.
 */
export { issueStoreCredit } from './credits.service';
export { creditQueries } from './credits.repository';
export { CREDIT_CHANGED, holdCredits, refundCreditsOf, releaseCredits, spendableCredits, spendHeldCredits } from './credit-payments';
export { issueBoughtGiftCards, unspentGiftCards, voidGiftCards } from './gift-card-sales';
