/** The uploads module's public face: where pictures are stored (handed in by services.ts). */
export type { ImageStore } from './image-store';
