import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { inlineScriptHashes } from './security-headers';

const app = await createTestApp({ workers: false });

describe('security headers', () => {
  it('answers with a CSP that forbids framing and foreign scripts, nosniff and a same-origin referrer', async () => {
    const res = await app.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows exactly the inline scripts of the built page by their hash', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    const file = path.join(dir, 'index.html');
    const snippet = "(function(){document.title='x'})();";
    fs.writeFileSync(
      file,
      `<head><script>${snippet}</script><script type="module" src="/a.js"></script></head>`,
    );
    const expected = createHash('sha256').update(snippet).digest('base64');
    expect(inlineScriptHashes(file)).toEqual([`'sha256-${expected}'`]);
  });
});
