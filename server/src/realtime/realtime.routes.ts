import type { RealtimeEvent } from '@lead-manager/contracts/events';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { EventBus } from '../events/event-bus';
import { canAccess, scopeFor } from '../lib/scope';
import { SESSION_COOKIE } from '../modules/auth/auth.hooks';
import type { AuthService, AuthUser } from '../modules/auth/auth.service';

const HEARTBEAT_MS = 30_000;

/** A person's own notices go to that person only; everything else to the users of its dealership. */
function isFor(event: RealtimeEvent, user: AuthUser): boolean {
  if ('userId' in event.data) return event.data.userId === user.id;
  return canAccess(scopeFor(user), event.data.dealershipId);
}

/**
 * WebSocket /ws for signed-in sessions: every event goes only to users of its dealership.
 * The bus delivers events from every app instance (LISTEN/NOTIFY on PostgreSQL).
 */
export async function registerRealtime(app: FastifyInstance, deps: { events: EventBus; auth: AuthService }) {
  const clients = new Map<WebSocket, AuthUser>();

  const unsubscribe = deps.events.subscribe((event) => {
    const frame = JSON.stringify(event);
    for (const [socket, user] of clients) {
      if (socket.readyState === socket.OPEN && isFor(event, user)) socket.send(frame);
    }
  });

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
    unsubscribe();
    for (const socket of clients.keys()) socket.close(1001, 'server shutting down');
  });

  app.get(
    '/ws',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const user = await deps.auth.authenticate(request.cookies[SESSION_COOKIE]);
        if (!user) return reply.status(401).send({ message: 'Sign in required' });
        request.user = user;
      },
    },
    (socket, request) => {
      const user = request.user;
      if (!user) return socket.close(1008, 'Sign in required');
      clients.set(socket, user);
      alive.add(socket);
      socket.on('pong', () => alive.add(socket));
      socket.on('close', () => clients.delete(socket));
      // Clients only listen; anything they send is ignored.
      socket.on('message', () => {});
    },
  );
}
