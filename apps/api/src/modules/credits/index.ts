/**
 * The credits module's public face: a return gives store credit through it, in the return's own
 * transaction. The routes read a customer's own credit.
 */
export { issueStoreCredit } from './credits.service';
export { creditQueries } from './credits.repository';
