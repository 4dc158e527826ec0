/**
 * The uploads module's public face: where pictures are stored (handed in by services.ts), the
 * placeholder picture of a product saved without an image, and the upload checks and multipart
 * reading that review photos go through.
 */
export { garmentPlaceholder, type GarmentKind } from './garment-placeholders';
export type { ImageStore } from './image-store';
export { readMultipartFile } from './uploads.routes';
export type { UploadsService } from './uploads.service';
