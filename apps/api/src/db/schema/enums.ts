import { pgEnum } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, PAYMENT_STATUSES, ROLES } from '@shop/shared/constants';

export const roleEnum = pgEnum('role', ROLES);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
