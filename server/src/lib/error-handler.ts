import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError } from './http-errors';

const FIELD_LESS_PATH = '(root)';

function describe(errors: { path: string; message: string }[]) {
  return `Invalid request: ${errors.map((e) => (e.path === FIELD_LESS_PATH ? e.message : `${e.path}: ${e.message}`)).join('; ')}`;
}

function fromZod(err: ZodError) {
  return err.issues.map((i) => ({
    path: i.path.length ? i.path.join('.') : FIELD_LESS_PATH,
    message: i.message,
  }));
}

/** Postgres error codes a client can cause (a reference to a missing row, a duplicate) map to 4xx. */
function fromPostgres(err: unknown): HttpError | undefined {
  const code =
    (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
  if (code === '23503') return new HttpError(400, 'A referenced record does not exist');
  if (code === '23505') return new HttpError(409, 'A record with these values already exists');
  if (code === '22P02' || code === '22003' || code === '22007' || code === '22008') {
    return new HttpError(400, 'A value has the wrong format or is out of range');
  }
  return undefined;
}

/** Every error answer is `{ message, errors? }`; a client mistake is never a 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || FIELD_LESS_PATH,
        message: v.message ?? 'is invalid',
      }));
      return reply.status(400).send({ message: describe(errors), errors });
    }
    if (error instanceof ZodError) {
      const errors = fromZod(error);
      return reply.status(400).send({ message: describe(errors), errors });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.details,
      });
    }
    const pgError = fromPostgres(error);
    if (pgError) return reply.status(pgError.statusCode).send({ message: pgError.message });
    const status = error.statusCode ?? 500;
    if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send({ message: 'Malformed JSON body' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal server error' });
  });
}
