import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UploadImageResponseSchema, UploadImageSchema } from '@shop/shared/auth.schema';
import { MAX_UPLOAD_BYTES } from '@shop/shared/constants';
import { errorAnswers } from '../../lib/openapi';
import { currentUser, signedInOnly } from '../auth/guards';
import type { UploadsService } from './uploads.service';

export const uploadsRoutes: FastifyPluginAsyncZod<{ service: UploadsService }> = async (app, { service }) => {
  app.post(
    '/uploadImage',
    signedInOnly({
      preHandler: app.rateLimit({
        max: 30,
        timeWindow: '10 minutes',
        keyGenerator: (request) => `upload:${request.user?.id ?? request.ip}`,
      }),
      // base64 is 4/3 of the bytes, plus the data URL's header and the JSON around it.
      bodyLimit: Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024,
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (data URL); answers its URL and widths',
        operationId: 'uploadImage',
        body: UploadImageSchema,
        response: { 201: UploadImageResponseSchema, ...errorAnswers(400, 413, 429) },
      },
    }),
    async (request, reply) => {
      const stored = await service.storeImage(request.body.image, currentUser(request).id);
      return reply.code(201).send(stored);
    },
  );
};
