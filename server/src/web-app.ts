import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { paths } from './paths';

export const WEB_DIST = paths.webDist;

/** Hashed build output (web/dist/assets): a new build gives new names, so a browser may keep these for good. */
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * The built web app. Files are served as their precompressed `.br` / `.gz` copies when the browser accepts them
 * (written by the build: web/vite-plugins/precompress.ts); hashed assets are cached for good, everything else
 * (index.html) is checked with the server on each load, so a deploy shows at once. Any other GET that is not an
 * API call answers index.html: the web app routes on the client.
 */
export async function registerWebApp(app: FastifyInstance, webDist = WEB_DIST) {
  const index = path.join(webDist, 'index.html');
  const assets = `${path.join(webDist, 'assets')}${path.sep}`;
  if (fs.existsSync(index)) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.startsWith(assets) ? FOREVER : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/ws';
    if (wantsPage && fs.existsSync(index)) return reply.sendFile('index.html');
    return reply
      .status(404)
      .send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
