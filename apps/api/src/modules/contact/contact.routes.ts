import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTACT_SUCCESS_MESSAGE } from '@shop/shared/contact.messages';
import { ContactMessageSchema } from '@shop/shared/contact.schema';
import { contactMessages } from '../../db/schema/index';
import type { Mailer } from '../mail/mailer';

/** The contact form: the message is stored first, then sent to the shop's address. */
export const contactRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  const { db } = app.database;
  const { shop } = app.config;

  app.post(
    '/contact',
    {
      preHandler: app.rateLimit({ max: 5, timeWindow: '10 minutes' }),
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop',
        body: ContactMessageSchema,
        response: { 201: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const { name, email, message } = request.body;
      const [stored] = await db.insert(contactMessages).values({ name, email, message }).returning({ id: contactMessages.id });
      await mailer.queue(db, {
        dedupeKey: `contact:${stored!.id}`,
        to: shop.email,
        subject: `${shop.name}: message from ${name}`,
        text: `From: ${name} <${email}>\n\n${message}`,
      });
      void mailer.deliverPending().catch((error: unknown) => request.log.error({ err: error }, 'email delivery failed'));
      return reply.code(201).send({ message: CONTACT_SUCCESS_MESSAGE });
    },
  );
};
