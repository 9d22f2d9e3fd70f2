import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

// A build as web/vite-plugins/precompress.ts leaves it: each text file with its .br and .gz copies.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-web-'));
const script = `console.log(${JSON.stringify('lead manager '.repeat(200))});`;
const html = `<!doctype html><html><head><title>Lead Manager</title></head><body>${'<div></div>'.repeat(150)}</body></html>`;
function write(file: string, content: string) {
  const full = path.join(dist, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content));
}
write('assets/index-Ab12Cd34.js', script);
write('index.html', html);

const app = Fastify();
await registerWebApp(app, dist);
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('serving the built web app', () => {
  it('sends an asset as Brotli or gzip, whichever the browser takes, and lets it be cached for good', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);

    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('has the browser check index.html on every load, for the root and for client-side routes', async () => {
    for (const url of ['/', '/index.html', '/leads', '/sms-conversations?lead=4']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });

  it('answers an unknown API path with a JSON 404, not the page', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route GET /api/nothing-here not found' });
  });
});
