import { createHash } from 'node:crypto';
import fs from 'node:fs';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The sha256 sources of the inline scripts of the built index.html (the route-preload snippet the build writes),
 * so the Content-Security-Policy allows exactly those and no other inline script.
 */
export function inlineScriptHashes(indexHtmlPath: string): string[] {
  if (!fs.existsSync(indexHtmlPath)) return [];
  const html = fs.readFileSync(indexHtmlPath, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/**
 * Helmet with a policy the built app passes: scripts only from us (plus the hashed inline snippet), API and
 * WebSocket calls only to our own origin, never framed, no MIME sniffing, no referrer beyond our own origin.
 * Styles allow inline: Radix and Recharts set style attributes and small style elements at run time.
 * HSTS only when the public URL is https (a plain-http LAN install must stay reachable).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { indexHtmlPath: string; https: boolean },
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(options.indexHtmlPath)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: options.https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
  });
}
