// 500 (or workerData.clients) signed-in WebSocket clients in a worker thread. Reports, per NEW_LEAD frame, the
// moment each client received it (performance.timeOrigin + now: comparable with the main thread's clock).
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { url, cookie, clients } = workerData;
const received = new Map(); // lead name -> receive times
const sockets = [];
const clock = () => performance.timeOrigin + performance.now();

let open = 0;
for (let i = 0; i < clients; i++) {
  const socket = new WebSocket(url, { headers: { cookie } });
  socket.on('open', () => {
    open += 1;
    if (open === clients) parentPort.postMessage({ type: 'ready' });
  });
  socket.on('message', (data) => {
    const at = clock();
    const frame = JSON.parse(String(data));
    if (frame.type !== 'NEW_LEAD') return;
    const times = received.get(frame.data.name) ?? [];
    times.push(at);
    received.set(frame.data.name, times);
    if (times.length === clients) parentPort.postMessage({ type: 'all', name: frame.data.name, last: at });
  });
  socket.on('error', (err) => parentPort.postMessage({ type: 'error', message: String(err) }));
  sockets.push(socket);
}

parentPort.on('message', (message) => {
  if (message === 'close') {
    for (const socket of sockets) socket.terminate();
    parentPort.postMessage({ type: 'closed' });
  }
});
