/**
 * The orders module's public face: which orders are an account's, the order states, the
 * service's type for modules handed it (exchanges, shipments), the status mail a shipment
 * sends with its tracking, and the hook a refund runs.
 */
export { ownedBy, type OrderStatus, type PaymentStatus } from './orders.repository';
export type { OrdersService } from './orders.service';
export { orderStatusEmail, type MailedShipment } from './order-mail';
export type { CloseExchangesOnRefund, HeldAfterExchanges } from './refund-closes-exchanges';
