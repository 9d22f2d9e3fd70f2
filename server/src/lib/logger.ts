import pino from 'pino';
import type { Config } from '../config/env';
import { redactUrl } from './redact-url';
import { requestContext } from './request-context';

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  id?: string;
}

/**
 * Secrets and personal data never reach the log: cookies, auth headers and passwords are redacted, and request
 * lines carry the URL with secret and search query values replaced (`?key=`, `hub.verify_token`, `q`, …).
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): pino.LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: req.url === undefined ? undefined : redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
    // A job's lines name the request that enqueued it (HTTP lines carry Fastify's reqId already).
    mixin() {
      const context = requestContext.getStore();
      return context?.job ? { reqId: context.requestId, job: context.job } : {};
    },
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token', 'password'],
  };
}

export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'isProduction'>) {
  return pino({
    ...loggerOptions(config),
    ...(config.isProduction || !process.stdout.isTTY
      ? {}
      : {
          transport: {
            target: 'pino-pretty',
            options: { ignore: 'pid,hostname', translateTime: 'HH:MM:ss' },
          },
        }),
  });
}
