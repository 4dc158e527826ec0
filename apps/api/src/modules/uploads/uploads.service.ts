import { randomUUID } from 'node:crypto';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '@shop/shared/constants';
import type { Metadata } from 'sharp';
import { badRequest } from '../../lib/http-errors';
import { loadSharp, writeWebpRenditions } from './image-renditions';
import type { UploadsRepository } from './uploads.repository';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
const DATA_URL = /^data:([\w.+/-]+)?(?:;[\w=.-]+)*;base64,(.*)$/s;
// Refuses decompression bombs before any pixel is decoded.
const MAX_INPUT_PIXELS = 50_000_000;

export function createUploadsService({ repository, uploadsDir }: { repository: UploadsRepository; uploadsDir: string }) {
  return {
    /**
     * Stores an image sent as a data URL: checked by its bytes (not its claimed type), at most
     * 5 MB, re-encoded to WebP (which also drops its metadata) under a random name.
     */
    async storeImage(dataUrl: string, uploaderId: string) {
      const match = DATA_URL.exec(dataUrl.trim());
      if (!match) throw badRequest('Please send the image as a data URL (data:image/...;base64,...).');
      const bytes = Buffer.from(match[2] ?? '', 'base64');
      if (bytes.length === 0) throw badRequest('The image is empty.');
      if (bytes.length > MAX_UPLOAD_BYTES) throw badRequest(`Images can be at most ${MAX_UPLOAD_MB} MB.`);

      const sharp = await loadSharp();
      let metadata: Metadata;
      try {
        metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      } catch {
        throw badRequest('That file is not an image we can read. Please upload a JPEG, PNG, WebP, GIF or AVIF image.');
      }
      if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
        throw badRequest('Please upload a JPEG, PNG, WebP, GIF or AVIF image.');
      }

      const name = randomUUID();
      // rotate() applies the EXIF orientation before the metadata is dropped.
      const renditions = await writeWebpRenditions(() => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate(), uploadsDir, name, {
        sourceWidth: metadata.autoOrient?.width ?? metadata.width,
      }).catch(() => {
        throw badRequest('That image could not be processed. Please try another file.');
      });
      await repository.insert({
        name,
        originalType: `image/${metadata.format}`,
        bytes: bytes.length,
        width: metadata.width,
        height: metadata.height,
        renditions,
        uploaderId,
      });
      const largest = renditions[renditions.length - 1]!;
      return { url: largest.url, srcSet: renditions };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
