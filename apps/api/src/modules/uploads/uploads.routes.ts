import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '@shop/shared/constants';
import { badRequest } from '../../lib/http-errors';
import { operations } from '../../lib/operations';
import { currentUser, signedInOrTokenOnly } from '../../lib/guards';
import type { UploadsService } from './uploads.service';

/** The form field that carries the file in a multipart upload. */
export const UPLOAD_FIELD = 'image';

const NO_FILE_MESSAGE = `Please attach the image file as the form field '${UPLOAD_FIELD}'.`;

/**
 * Reads the one file of a multipart upload into the body's `image`, as bytes, before the body is
 * validated (`operations.uploadImage` and `operations.addReviewPhoto` take bytes or a data URL); a form
 * without it is refused clearly.
 */
export async function readMultipartFile(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 10, fieldSize: 1024 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname === UPLOAD_FIELD) file = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(`Images can be at most ${MAX_UPLOAD_MB} MB.`);
    if (code === 'FST_FILES_LIMIT') throw badRequest('Please send one image at a time.');
    throw badRequest('The form data could not be read. Please try again.');
  }
  if (!file) throw badRequest(NO_FILE_MESSAGE);
  request.body = { image: file };
}

export const uploadsRoutes: FastifyPluginAsyncZod<{ service: UploadsService }> = async (app, { service }) => {
  // Multipart is parsed for this plugin's route only; every other route takes JSON alone.
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_UPLOAD_BYTES } });

  app.post(
    '/uploadImage',
    // An API token may upload too: a script adding products needs their pictures.
    signedInOrTokenOnly({
      // The rate limit and who may upload come before a body or a multipart file is read.
      onRequest: [
        app.rateLimit({
          max: 30,
          timeWindow: '10 minutes',
          keyGenerator: (request) => `upload:${request.user?.id ?? request.ip}`,
        }),
        (request) => service.checkMayUpload(currentUser(request)),
      ],
      preValidation: readMultipartFile,
      // base64 is 4/3 of the bytes, plus the data URL's header and the JSON around it.
      bodyLimit: Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024,
      schema: operations.uploadImage,
    }),
    async (request, reply) => {
      const stored = await service.storeImage(request.body.image, currentUser(request).id);
      return reply.code(201).send(stored);
    },
  );
};
