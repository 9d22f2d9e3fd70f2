import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors';
import { parseJsonKeepingBigIds } from '../../lib/json-big-ids';
import { decodeXmlBytes } from './adf-lenient';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes received, for signature checks and for storing the raw request. */
    rawBody?: Buffer;
  }
}

function malformedJson(): Error {
  return Object.assign(new Error('Malformed JSON body'), {
    statusCode: 400,
    code: 'FST_ERR_CTP_INVALID_JSON_BODY',
  });
}

const XML_CONTENT_TYPES = ['application/xml', 'text/xml', 'application/x-adf+xml'];

/**
 * Inside the lead-sources plugin only: JSON keeps its raw bytes and its big ids, XML becomes text (UTF-8 or Latin-1) for the
 * ADF parser (which refuses DTDs itself).
 */
export function registerRawBodyParsers(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (request: FastifyRequest, body: Buffer, done: (err: Error | null, value?: unknown) => void) => {
      request.rawBody = body;
      const text = body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, parseJsonKeepingBigIds(text));
      } catch (err) {
        done(err instanceof HttpError ? err : malformedJson());
      }
    },
  );
  app.addContentTypeParser(
    XML_CONTENT_TYPES,
    { parseAs: 'buffer' },
    (request: FastifyRequest, body: Buffer, done: (err: Error | null, value?: unknown) => void) => {
      request.rawBody = body;
      done(null, decodeXmlBytes(body, request.headers['content-type']));
    },
  );
}
