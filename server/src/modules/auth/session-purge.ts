import type { Logger } from 'pino';
import type { AuthService } from './auth.service';

/**
 * Deletes expired sessions now and then every `intervalMinutes`, in each process that runs workers. Running it in
 * several processes at once is harmless: the delete is idempotent. Returns the stop function.
 */
export function startSessionPurge(
  auth: Pick<AuthService, 'purgeExpiredSessions'>,
  logger: Logger,
  intervalMinutes: number,
) {
  const purge = async () => {
    try {
      const removed = await auth.purgeExpiredSessions();
      if (removed) logger.info({ removed }, 'expired sessions purged');
    } catch (err) {
      logger.warn({ err }, 'purging expired sessions failed');
    }
  };
  void purge();
  const timer = setInterval(purge, intervalMinutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
