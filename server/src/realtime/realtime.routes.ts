import type { RealtimeEvent } from '@lead-manager/contracts/events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { EventBus } from '../events/event-bus';
import { canAccess, scopeFor } from '../lib/scope';
import { SESSION_COOKIE } from '../modules/auth/auth.hooks';
import type { AuthService, AuthUser } from '../modules/auth/auth.service';

const HEARTBEAT_MS = 30_000;
/** How often each instance re-reads the sessions of its sockets: expiry, and sessions ended on another instance. */
const SESSION_CHECK_MS = 5_000;
/** Close code for a socket whose session has ended (4000–4999 are the application's own). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

interface Client {
  user: AuthUser;
  sessionId: string;
}

/**
 * A browser page on another site must not open a socket that rides on our cookie: an `Origin` must be this
 * server's own (the Host it was reached at, or the configured public base). Non-browser clients send none; they
 * still need a valid session cookie. The Host only ever widens what is same-origin here, never a link we write.
 */
function isForeignOrigin(request: FastifyRequest, publicBaseUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    const url = new URL(origin);
    if (url.host === request.headers.host) return false;
    return url.origin !== new URL(publicBaseUrl).origin;
  } catch {
    return true;
  }
}

/** A person's own notices go to that person only; everything else to the users of its dealership. */
function isFor(event: RealtimeEvent, user: AuthUser): boolean {
  if ('userId' in event.data) return event.data.userId === user.id;
  return canAccess(scopeFor(user), event.data.dealershipId);
}

/**
 * WebSocket /ws for signed-in sessions: every event goes only to users of its dealership.
 * The bus delivers events from every app instance (LISTEN/NOTIFY on PostgreSQL).
 */
export async function registerRealtime(
  app: FastifyInstance,
  deps: { events: EventBus; auth: AuthService; publicBaseUrl: string; sessionCheckMs?: number },
) {
  const clients = new Map<WebSocket, Client>();

  const unsubscribe = deps.events.subscribe((event) => {
    const frame = JSON.stringify(event);
    for (const [socket, { user }] of clients) {
      if (socket.readyState === socket.OPEN && isFor(event, user)) socket.send(frame);
    }
  });

  const closeSessions = (ended: Set<string>) => {
    for (const [socket, { sessionId }] of clients) {
      if (ended.has(sessionId)) {
        clients.delete(socket);
        socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
      }
    }
  };
  const stopListening = deps.auth.onSessionsEnded((ids) => closeSessions(new Set(ids)));

  let checking = false;
  const sessionCheck = setInterval(async () => {
    if (checking || clients.size === 0) return;
    checking = true;
    try {
      const open = [...new Set([...clients.values()].map((c) => c.sessionId))];
      const live = await deps.auth.liveSessionIds(open);
      closeSessions(new Set(open.filter((id) => !live.has(id))));
    } catch (err) {
      app.log.warn({ err }, 'checking the sessions of open sockets failed');
    } finally {
      checking = false;
    }
  }, deps.sessionCheckMs ?? SESSION_CHECK_MS);
  sessionCheck.unref();

  const alive = new WeakSet<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const socket of clients.keys()) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    unsubscribe();
    stopListening();
    for (const socket of clients.keys()) socket.close(1001, 'server shutting down');
  });

  app.get(
    '/ws',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (isForeignOrigin(request, deps.publicBaseUrl)) {
          return reply.status(403).send({ message: 'Cross-site WebSocket refused' });
        }
        const user = await deps.auth.authenticate(request.cookies[SESSION_COOKIE]);
        if (!user) return reply.status(401).send({ message: 'Sign in required' });
        request.user = user;
      },
    },
    (socket, request) => {
      const user = request.user;
      const sessionId = deps.auth.sessionIdOf(request.cookies[SESSION_COOKIE]);
      if (!user || !sessionId) return socket.close(1008, 'Sign in required');
      clients.set(socket, { user, sessionId });
      alive.add(socket);
      socket.on('pong', () => alive.add(socket));
      socket.on('close', () => clients.delete(socket));
      // Clients only listen; anything they send is ignored.
      socket.on('message', () => {});
    },
  );
}
