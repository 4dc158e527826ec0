/**
 * One error handler for the whole API: clear messages for the client, the detail in the log.
 * No stack trace, SQL or secret ever reaches a response.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseBusy, isDatabaseUnavailable } from '../db/errors';
import { HttpError, serviceUnavailable, type FieldError } from '../lib/http-errors';

const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
const RETRY_AFTER_SECONDS = 2;
const DATABASE_UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a moment.';
/** A database that went away usually takes longer to come back than a busy one to free up. */
const DATABASE_UNAVAILABLE_RETRY_SECONDS = 5;

function fieldPath(instancePath: string, context: string | undefined): string {
  const trimmed = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return trimmed || context || '';
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        path: fieldPath(issue.instancePath, error.validationContext),
        message: issue.message ?? 'is invalid',
      }));
      request.log.info({ errors }, 'rejected invalid input');
      return reply.code(400).send({ message: `Invalid input: ${errors.map((e) => e.message).join('; ')}`, errors });
    }

    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'database too busy: statement timed out or no connection free');
      return sendBusy(reply, serviceUnavailable());
    }

    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable: its connection was refused, lost or timed out');
      return sendBusy(reply, serviceUnavailable(DATABASE_UNAVAILABLE_MESSAGE), DATABASE_UNAVAILABLE_RETRY_SECONDS);
    }

    if (error instanceof HttpError) {
      if (error.statusCode === 503) {
        request.log.warn({ message: error.message }, 'refused while busy');
        return sendBusy(reply, error);
      }
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ statusCode: error.statusCode, message: error.message }, 'request refused');
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send({ message: error.message, errors: error.errors, code: error.code });
    }

    // Fastify's own client errors (bad JSON, body too large, unsupported type, rate limit)
    // carry safe messages.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.code(status).send({ message: clientMessage(error) });
    }

    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: SERVER_ERROR_MESSAGE });
  });
}

const ROUTER_REFUSALS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address is too long.' },
};

/**
 * The router's own refusals, before any route or hook runs: a path that is not valid
 * percent-encoding (400) or with a parameter over the router's length limit (414). Fastify
 * would answer them in its own shape, echoing the whole path; these answer in the one shape.
 */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const refusal = ROUTER_REFUSALS[error.code];
  if (refusal) {
    request.log.info({ code: error.code }, 'refused a malformed path');
    void reply.code(refusal.status).send({ message: refusal.message });
    return;
  }
  request.log.error({ err: error }, 'request failed');
  void reply.code(500).send({ message: SERVER_ERROR_MESSAGE });
}

/** 503 with a hint of when to come back. */
function sendBusy(reply: FastifyReply, error: HttpError, retryAfterSeconds = RETRY_AFTER_SECONDS) {
  return reply.code(503).header('Retry-After', String(retryAfterSeconds)).send({ message: error.message });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Please send JSON.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return error.message;
  }
}
