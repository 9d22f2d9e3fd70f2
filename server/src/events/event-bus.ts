import { EventEmitter } from 'node:events';
import type { RealtimeEvent } from '@lead-manager/contracts/events';
import pg from 'pg';
import type { Logger } from 'pino';

type EventListener = (event: RealtimeEvent) => void;

/** Fans realtime events out to every app instance. Publish after the write has committed. */
export interface EventBus {
  publish(event: RealtimeEvent): Promise<void>;
  /** Several events at once (one NOTIFY statement on PostgreSQL), in order. */
  publishAll(events: RealtimeEvent[]): Promise<void>;
  subscribe(listener: EventListener): () => void;
  /**
   * Events this process publishes, at once, before they make the round trip through PostgreSQL: for caches
   * that must not answer a client's next request with what its own write just changed.
   */
  onPublish(listener: EventListener): () => void;
  close(): Promise<void>;
}

/** The NOTIFY channel realtime events travel on (PostgreSQL), each payload one event as JSON. */
const EVENTS_CHANNEL = 'lead_manager_events';

class ListenerSet {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  emit(event: RealtimeEvent) {
    this.emitter.emit('event', event);
  }
  add(listener: EventListener) {
    this.emitter.on('event', listener);
    return () => void this.emitter.off('event', listener);
  }
}

/** One process (PGlite): events stay in memory. */
export function createInProcessEventBus(): EventBus {
  const listeners = new ListenerSet();
  const published = new ListenerSet();
  return {
    publish: async (event) => {
      published.emit(event);
      listeners.emit(event);
    },
    publishAll: async (events) => {
      for (const event of events) {
        published.emit(event);
        listeners.emit(event);
      }
    },
    subscribe: (listener) => listeners.add(listener),
    onPublish: (listener) => published.add(listener),
    close: async () => {},
  };
}

/**
 * PostgreSQL: events go through NOTIFY and come back through LISTEN on a dedicated connection, so every
 * instance (this one included) delivers each event exactly once to its own WebSocket clients.
 */
export async function createPostgresEventBus(connectionString: string, logger: Logger): Promise<EventBus> {
  const listeners = new ListenerSet();
  const published = new ListenerSet();
  const publisher = new pg.Pool({ connectionString, max: 2 });
  publisher.on('error', (err) => logger.warn({ err }, 'realtime publish connection lost'));
  let closed = false;
  let listener: pg.Client | undefined;

  const connect = async () => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (msg) => {
      if (msg.channel !== EVENTS_CHANNEL || !msg.payload) return;
      try {
        listeners.emit(JSON.parse(msg.payload) as RealtimeEvent);
      } catch (err) {
        logger.warn({ err }, 'unreadable realtime event');
      }
    });
    client.on('error', (err) => {
      logger.warn({ err }, 'realtime LISTEN connection lost; reconnecting');
      client.end().catch(() => {});
      if (!closed)
        setTimeout(() => connect().catch((e) => logger.error({ err: e }, 'LISTEN reconnect failed')), 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    listener = client;
  };
  await connect();

  return {
    publish: async (event) => {
      published.emit(event);
      await publisher.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify(event)]);
    },
    publishAll: async (events) => {
      if (events.length === 0) return;
      for (const event of events) published.emit(event);
      await publisher.query(
        'SELECT pg_notify($1, payload) FROM unnest($2::text[]) WITH ORDINALITY AS e(payload, n) ORDER BY n',
        [EVENTS_CHANNEL, events.map((event) => JSON.stringify(event))],
      );
    },
    subscribe: (fn) => listeners.add(fn),
    onPublish: (fn) => published.add(fn),
    close: async () => {
      closed = true;
      await listener?.end().catch(() => {});
      await publisher.end();
    },
  };
}
