/**
 * The orders module's public face: which orders are an account's, the order states, the
 * service's type for modules handed it (exchanges), and the hook a refund runs.
 */
export { ownedBy, type OrderStatus, type PaymentStatus } from './orders.repository';
export type { OrdersService } from './orders.service';
export type { CloseExchangesOnRefund, HeldAfterExchanges } from './refund-closes-exchanges';
