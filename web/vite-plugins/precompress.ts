import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, once, at build time: the
 * server hands the best one the browser accepts (@fastify/static `preCompressed`) instead of compressing every
 * answer or sending the bytes as they are. Files under 1 KB are left alone: compressing them saves nothing.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files) {
        const full = path.join(outDir, file);
        if (!COMPRESSIBLE.test(file) || file.startsWith('.vite')) continue;
        const content = fs.readFileSync(full);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${full}.br`,
          zlib.brotliCompressSync(content, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
      }
    },
  };
}
