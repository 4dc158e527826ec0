/**
 * The uploads module's public face: where pictures are stored (handed in by services.ts), and the
 * placeholder picture of a product saved without an image.
 */
export { garmentPlaceholder, type GarmentKind } from './garment-placeholders';
export type { ImageStore } from './image-store';
