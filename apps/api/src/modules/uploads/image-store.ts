/**
 * Where the shop keeps its images (uploads, the garment placeholders, the demo catalogue's): a
 * directory (UPLOADS_DIR, the default) or an S3-compatible bucket (S3_BUCKET). Either way an
 * image's address is `/uploads/<file>` on the shop itself: the directory is served by
 * @fastify/static, the bucket through `bucket-images.routes.ts`.
 */
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config, S3Settings } from '../../config';
import { serviceUnavailable } from '../../lib/http-errors';

/** A stored name never changes its picture (uploads' are random, placeholders' hold a hash), so a year is safe. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A stored image's name: letters, digits, `.`, `_` and `-`, never starting with a dot (no `..`, no path). */
export const IMAGE_FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

const CANNOT_STORE = 'Images cannot be saved right now. Please try again in a moment.';
const CANNOT_LOAD = 'This image cannot be loaded right now. Please try again in a moment.';

/** What every writer of images uses: `file` is a new name, or one already holding these very bytes (a placeholder copied again). */
interface ImageWriter {
  put(file: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Deletes a stored image; one already gone is no error. */
  remove(file: string): Promise<void>;
  /** Lets go of the bucket's connections (nothing to do for a directory). */
  close(): void;
}

export interface DirectoryImageStore extends ImageWriter {
  kind: 'directory';
  dir: string;
}

/** What reading a stored image found; `body` is absent when only its headers were asked for. */
export type ImageRead =
  | { kind: 'found'; body?: Readable; contentType: string; contentLength?: number; etag?: string }
  | { kind: 'not-modified'; etag?: string }
  | { kind: 'missing' };

export interface BucketImageStore extends ImageWriter {
  kind: 'bucket';
  /** `ifNoneMatch` is the request's If-None-Match: a match reads as 'not-modified'. */
  read(file: string, options: { body: boolean; ifNoneMatch?: string }): Promise<ImageRead>;
}

export type ImageStore = DirectoryImageStore | BucketImageStore;

/** Told why the bucket could not be used (the app's logger); the client only hears that images are unavailable. */
export interface StoreLog {
  error(detail: object, message: string): void;
}

/** The store the config asks for: the bucket when S3_BUCKET is set, otherwise UPLOADS_DIR. */
export function createImageStore(config: Pick<Config, 's3' | 'uploadsDir'>, log?: StoreLog): ImageStore {
  return config.s3 ? createBucketImageStore(config.s3, log) : createDirectoryImageStore(config.uploadsDir);
}

/** The one entity tag an If-None-Match names, to send back with a 304 (not for `*` or a list). */
function singleTag(ifNoneMatch: string | undefined): string | undefined {
  const tag = ifNoneMatch?.trim();
  return tag && tag !== '*' && !tag.includes(',') ? tag : undefined;
}

function checkName(file: string): void {
  if (!IMAGE_FILE_NAME.test(file)) throw new Error(`Not a stored image name: ${JSON.stringify(file)}`);
}

export function createDirectoryImageStore(dir: string): DirectoryImageStore {
  return {
    kind: 'directory',
    dir,
    async put(file, bytes) {
      checkName(file);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, file), bytes);
    },
    async remove(file) {
      checkName(file);
      await unlink(path.join(dir, file)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    close() {},
  };
}

export function createBucketImageStore(settings: S3Settings, log?: StoreLog): BucketImageStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Unset: the SDK's default chain (AWS_* variables, a shared profile, an instance or task role).
    credentials: settings.credentials,
    // NOTE: since 3.729 the SDK sends CRC32 checksum headers on every upload, which several
    // S3-compatible servers (older MinIO, Ceph, B2, GCS) refuse. Checksums only where an API
    // requires them; the signature still covers the body's SHA-256.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable endpoint answers 503 in seconds instead of hanging on the OS's TCP timeout.
    requestHandler: { connectionTimeout: 5000, socketTimeout: 30_000 },
  });
  const keyOf = (file: string) => `${settings.prefix}${file}`;

  const unavailable = (error: unknown, message: string, detail: object) => {
    log?.error({ err: error, bucket: settings.bucket, ...detail }, 'image bucket unavailable');
    // NOTE: no `cause`: the error handler would read the socket error inside as the database's.
    return serviceUnavailable(message);
  };

  return {
    kind: 'bucket',
    async put(file, bytes, contentType) {
      checkName(file);
      const key = keyOf(file);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: settings.bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            CacheControl: IMAGE_CACHE_CONTROL,
          }),
        );
      } catch (error) {
        throw unavailable(error, CANNOT_STORE, { key, operation: 'put' });
      }
    },

    async remove(file) {
      checkName(file);
      const key = keyOf(file);
      try {
        // S3 answers a delete of a missing key with success.
        await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
      } catch (error) {
        throw unavailable(error, CANNOT_STORE, { key, operation: 'delete' });
      }
    },

    async read(file, { body, ifNoneMatch }) {
      if (!IMAGE_FILE_NAME.test(file)) return { kind: 'missing' };
      const key = keyOf(file);
      const input = { Bucket: settings.bucket, Key: key, IfNoneMatch: ifNoneMatch };
      try {
        const object = await client.send(body ? new GetObjectCommand(input) : new HeadObjectCommand(input));
        return {
          kind: 'found',
          body: 'Body' in object ? (object.Body as Readable | undefined) : undefined,
          contentType: object.ContentType ?? 'application/octet-stream',
          contentLength: object.ContentLength,
          etag: object.ETag,
        };
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 304) return { kind: 'not-modified', etag: singleTag(ifNoneMatch) };
        // NOTE: without s3:ListBucket, S3 answers a missing key with 403, read here as unavailable.
        if (status === 404) return { kind: 'missing' };
        throw unavailable(error, CANNOT_LOAD, { key, operation: body ? 'get' : 'head' });
      }
    },

    close() {
      client.destroy();
    },
  };
}
