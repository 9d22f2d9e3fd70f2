import pino from 'pino';
import type { Config } from '../config/env';

/** Secrets never reach the log: cookies, auth headers and passwords are redacted. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'isProduction'>) {
  return pino({
    level: config.LOG_LEVEL,
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
