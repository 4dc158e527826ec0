/**
 * The orders module's public face: which orders are an account's, the order states, the
 * service's type for modules handed it (exchanges, shipments), the status mail a shipment
 * sends with its tracking, the hook a refund runs, the order's webhook events, and the currency
 * an order is kept in (the figures convert its amounts to the base currency at its own rate).
 */
export { ownedBy, type OrderStatus, type PaymentStatus } from './orders.repository';
export type { OrdersService } from './orders.service';
export { orderStatusEmail, type MailedShipment } from './order-mail';
export type { CloseExchangesOnRefund, HeldAfterExchanges } from './refund-closes-exchanges';
export { queueOrderWebhook } from './order-webhooks';
export {
  BASE_ROW_CURRENCY,
  inBaseCents,
  inBaseCentsOfGroups,
  orderCurrency,
  wholeUnits,
  type ForeignAmounts,
  type KeptCurrency,
} from './order-currency';
