import { randomUUID } from 'node:crypto';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, MAX_UPLOAD_MEGAPIXELS, UPLOAD_IMAGE_TYPES_TEXT } from '@shop/shared/constants';
import type { Metadata } from 'sharp';
import { createConcurrencyLimit, type ConcurrencyLimit } from '../../lib/concurrency-limit';
import { badRequest, forbidden } from '../../lib/http-errors';
import type { AuthUser } from '../../lib/guards';
import { containsMarkup, sniffImageType, type AcceptedImageType } from './image-bytes';
import { IMAGE_WIDTHS, loadSharp, writeWebpRenditions } from './image-renditions';
import type { ImageStore } from './image-store';
import type { UploadsRepository } from './uploads.repository';

const DATA_URL = /^data:([\w.+/-]+)?(?:;[\w=.-]+)*;base64,(.*)$/s;
/** Refuses decompression bombs before any pixel is decoded. */
const MAX_INPUT_PIXELS = MAX_UPLOAD_MEGAPIXELS * 1_000_000;
/**
 * Decoding a 24-megapixel image holds ~100 MB for a moment: two at a time keep an instance's
 * memory flat; a few more wait their turn, and beyond that the upload answers 'busy' (503).
 */
export const IMAGE_DECODES = { concurrency: 2, maxQueue: 8, maxWaitMs: 20_000 };

const PLEASE_UPLOAD = `Please upload a ${UPLOAD_IMAGE_TYPES_TEXT} image.`;
const REFUSED_BY_NAME: Record<string, string> = {
  gif: `GIF images are not accepted. ${PLEASE_UPLOAD}`,
  heic: `HEIC images are not accepted. ${PLEASE_UPLOAD}`,
  bmp: `BMP images are not accepted. ${PLEASE_UPLOAD}`,
  tiff: `TIFF images are not accepted. ${PLEASE_UPLOAD}`,
};

/** What sharp calls each accepted format (AVIF is a HEIF file compressed with AV1). */
const SHARP_FORMAT: Record<AcceptedImageType, { format: string; compression?: string }> = {
  jpeg: { format: 'jpeg' },
  png: { format: 'png' },
  webp: { format: 'webp' },
  avif: { format: 'heif', compression: 'av1' },
};

/** The bytes of a data URL (`data:image/png;base64,...`). */
export function dataUrlBytes(dataUrl: string): Buffer {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) throw badRequest('Please send the image as a data URL (data:image/...;base64,...).');
  return Buffer.from(match[2] ?? '', 'base64');
}

/** The file's format, if its bytes are one we take; refuses everything else with the reason. */
function checkBytes(bytes: Buffer): AcceptedImageType {
  if (bytes.length === 0) throw badRequest('The image is empty.');
  if (bytes.length > MAX_UPLOAD_BYTES) throw badRequest(`Images can be at most ${MAX_UPLOAD_MB} MB.`);
  if (containsMarkup(bytes)) {
    throw badRequest(`That file holds web page code (HTML, SVG or script), so it is not taken as an image. ${PLEASE_UPLOAD}`);
  }
  const type = sniffImageType(bytes);
  if (!type) throw badRequest(`That file is not an image we can read. ${PLEASE_UPLOAD}`);
  const refused = REFUSED_BY_NAME[type];
  if (refused) throw badRequest(refused);
  return type as AcceptedImageType;
}

function checkMetadata(type: AcceptedImageType, metadata: Metadata): { width: number; height: number } {
  const expected = SHARP_FORMAT[type];
  const { width, height } = metadata;
  if (metadata.format !== expected.format || (expected.compression && metadata.compression !== expected.compression) || !width || !height) {
    throw badRequest(`That file is not an image we can read. ${PLEASE_UPLOAD}`);
  }
  if (width * height > MAX_INPUT_PIXELS) {
    const megapixels = Math.round((width * height) / 1_000_000);
    throw badRequest(
      `Images can be at most ${MAX_UPLOAD_MEGAPIXELS} megapixels; this one is ${width} x ${height} (${megapixels} megapixels).`,
    );
  }
  return { width, height };
}

/** How many unreferenced uploads one transaction removes. */
const REMOVE_BATCH = 50;

export const VERIFY_TO_UPLOAD =
  'Please verify your email address before uploading a picture: use the link in the email we sent you, or ask for a new one from your profile.';

export interface UploadsServiceDeps {
  repository: UploadsRepository;
  images: ImageStore;
  /** At most this many images are decoded at once (IMAGE_DECODES by default). */
  decodes?: ConcurrencyLimit;
}

export function createUploadsService({ repository, images, decodes = createConcurrencyLimit(IMAGE_DECODES) }: UploadsServiceDeps) {
  return {
    /** The decodes' limit, for watching how many run and wait. */
    decodes,

    /**
     * Who may store an image: staff, and customers who have verified their email (their profile
     * picture). An unverified account could otherwise use the shop's domain as a free image host.
     */
    async checkMayUpload(user: AuthUser): Promise<void> {
      if (user.role === 'admin') return;
      if (!(await repository.isVerified(user.id))) throw forbidden(VERIFY_TO_UPLOAD);
    },

    /**
     * Removes uploads older than `graceMs` that nothing references (see the repository): their
     * files from the store, then their rows. Safe to run on several instances at once. Answers
     * how many were removed.
     */
    async removeUnreferenced({ graceMs, now = new Date() }: { graceMs: number; now?: Date }): Promise<number> {
      const before = new Date(now.getTime() - graceMs);
      let removed = 0;
      for (;;) {
        const count = await repository.removeUnreferenced(before, REMOVE_BATCH, async (upload) => {
          for (const { url } of upload.renditions) await images.remove(url.slice(url.lastIndexOf('/') + 1));
        });
        removed += count;
        if (count < REMOVE_BATCH) return removed;
      }
    },

    /**
     * Stores an image sent as a data URL (JSON) or as a file's bytes (multipart): checked by its
     * bytes, never by its claimed type; at most 5 MB and 24 megapixels; decoded once, in full;
     * re-encoded to WebP in each of the shop's widths (which drops its metadata) under a random name.
     */
    async storeImage(image: string | Buffer, uploaderId: string) {
      const bytes = typeof image === 'string' ? dataUrlBytes(image) : image;
      const type = checkBytes(bytes);
      const sharp = await loadSharp();
      let metadata: Metadata;
      try {
        // Reads the header only, so a picture too large is named with its size before any pixel is decoded.
        metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
      } catch {
        throw badRequest(`That file is not an image we can read. ${PLEASE_UPLOAD}`);
      }
      const { width, height } = checkMetadata(type, metadata);

      const name = randomUUID();
      const renditions = await decodes.run(async () => {
        // The one decode: every pixel is read (sharp fails on a truncated or corrupt file), turned
        // upright by its EXIF orientation and shrunk to the widest rendition. Each width is then
        // encoded from these raw pixels, never from the file again.
        const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
          .rotate()
          .resize({ width: Math.max(...IMAGE_WIDTHS), withoutEnlargement: true })
          .raw()
          .toBuffer({ resolveWithObject: true })
          .catch(() => {
            throw badRequest('That image is damaged or incomplete, so it cannot be read. Please save it again and upload the new file.');
          });
        return writeWebpRenditions(() => sharp(data, { raw: info }), images, name, { sourceWidth: info.width });
      });
      await repository.insert({
        name,
        originalType: `image/${type}`,
        bytes: bytes.length,
        width,
        height,
        renditions,
        uploaderId,
      });
      const largest = renditions[renditions.length - 1]!;
      return { url: largest.url, srcSet: renditions };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
