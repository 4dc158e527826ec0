/**
 * The shipments module's public face: the parcels an order ships in, for the composition root
 * (services.ts, app.ts). No other module reads them; the web asks for an order's shipments itself.
 */
export { createShipmentsRepository } from './shipments.repository';
export { createShipmentsService, type ShipmentsService } from './shipments.service';
export { shipmentsRoutes } from './shipments.routes';
