import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes received, for signature checks and for storing the raw request. */
    rawBody?: Buffer;
  }
}

/**
 * Integers of 16 digits or more may exceed 2^53 and lose digits in JSON.parse: quote them first. Strings are
 * matched as a whole so digits inside them are left alone; the look-behind skips fractions and exponents.
 */
const STRING_OR_LONG_INTEGER = /("(?:[^"\\]|\\.)*")|(?<![\d.eE+-])(-?\d{16,})(?![\d.eE])/g;

export function parseJsonKeepingBigIds(text: string): unknown {
  // Most bodies (every website form) have no run of 16 digits at all: nothing to protect, skip the rewrite.
  if (!/\d{16}/.test(text)) return JSON.parse(text);
  return JSON.parse(text.replace(STRING_OR_LONG_INTEGER, (match, str) => (str ? match : `"${match}"`)));
}

function malformedJson(): Error {
  return Object.assign(new Error('Malformed JSON body'), {
    statusCode: 400,
    code: 'FST_ERR_CTP_INVALID_JSON_BODY',
  });
}

export const XML_CONTENT_TYPES = ['application/xml', 'text/xml', 'application/x-adf+xml'];

/**
 * Inside the lead-sources plugin only: JSON keeps its raw bytes and its big ids, XML stays a string for the
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
      } catch {
        done(malformedJson());
      }
    },
  );
  app.addContentTypeParser(
    XML_CONTENT_TYPES,
    { parseAs: 'buffer' },
    (request: FastifyRequest, body: Buffer, done: (err: Error | null, value?: unknown) => void) => {
      request.rawBody = body;
      done(null, body.toString('utf8'));
    },
  );
}
