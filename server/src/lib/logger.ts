import pino from 'pino';
import type { Config } from '../config/env';
import { requestContext } from './request-context';

/** Secrets never reach the log: cookies, auth headers and passwords are redacted. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'isProduction'>) {
  return pino({
    level: config.LOG_LEVEL,
    // A job's lines name the request that enqueued it (HTTP lines carry Fastify's reqId already).
    mixin() {
      const context = requestContext.getStore();
      return context?.job ? { reqId: context.requestId, job: context.job } : {};
    },
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token', 'password'],
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
