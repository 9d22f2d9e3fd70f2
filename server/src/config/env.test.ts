import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('the public base of links', () => {
  it('is required in production, and the error names PUBLIC_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: required when NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: '  ' })).toThrow(/PUBLIC_URL/);
  });

  it('refuses a PUBLIC_URL that is not an http(s) URL', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'leads.example.com' })).toThrow(/PUBLIC_URL: must be an http/);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });

  it('is PUBLIC_URL without its trailing slash, or this machine’s port outside production', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://leads.example.com/crm/' }).publicBaseUrl,
    ).toBe('https://leads.example.com/crm');
    expect(loadConfig({ PORT: '8080' }).publicBaseUrl).toBe('http://localhost:8080');
  });
});
