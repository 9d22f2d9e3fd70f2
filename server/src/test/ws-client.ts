import type { RealtimeEvent } from '@lead-manager/contracts/events';
import WebSocket from 'ws';

/** A WebSocket client of /ws that records every frame it receives. */
export async function connectWs(baseUrl: string, cookie?: string, options: { origin?: string } = {}) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, { headers, origin: options.origin });
  const received: RealtimeEvent[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  socket.on('message', (data) => received.push(JSON.parse(String(data)) as RealtimeEvent));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`upgrade refused: ${res.statusCode}`)),
    );
    socket.once('error', reject);
  });
  return {
    received,
    /** Resolves when the server (or we) closed the socket, with the close code. */
    closed,
    close: () => socket.close(),
    /** Resolves with the first frame that matches, or rejects after `ms`. */
    waitFor(match: (e: RealtimeEvent) => boolean, ms = 5000): Promise<RealtimeEvent> {
      return new Promise((resolve, reject) => {
        const started = Date.now();
        const tick = () => {
          const hit = received.find(match);
          if (hit) return resolve(hit);
          if (Date.now() - started > ms) return reject(new Error('no matching realtime frame'));
          setTimeout(tick, 20);
        };
        tick();
      });
    },
  };
}
