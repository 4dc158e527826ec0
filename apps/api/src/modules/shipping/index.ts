/**
 * The shipping module's public face. The orders module prices a bag and a checkout with the
 * methods that ship to its destination: the composition root hands it the service's
 * `methodsFor`, which reads them from memory until the next change of a zone or a method.
 */
import type { ShippingService } from './shipping.service';

export { createShippingRepository, type ShippingRepository } from './shipping.repository';
export {
  createShippingService,
  pricingMethod,
  RULES_TTL_MS,
  type ShippingDestination,
  type ShippingRules,
  type ShippingService,
} from './shipping.service';
export { shippingRoutes } from './shipping.routes';

/**
 * The methods that ship to a destination, as the pricing pipeline reads them, and whether the
 * shop has set any zones (without, it ships as it always has):
 * `(destination: { country: string; region?: string | null }) => Promise<{ zonesConfigured: boolean; methods: ShippingMethod[] }>`.
 */
export type MethodsFor = ShippingService['methodsFor'];
