import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGetOrNullOn401, apiGetPage, apiRequest, buildUrl, errorText } from './api-client';

function mockFetch(status: number, body: string, headers: Record<string, string> = {}, statusText = '') {
  const fn = vi.fn(async () => new Response(body || null, { status, statusText, headers }));
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('throws `status: body` on a non-2xx answer', async () => {
    mockFetch(400, '{"message":"Name is required"}');
    await expect(apiRequest('POST', '/api/leads', {})).rejects.toThrow('400: {"message":"Name is required"}');
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(503, '', {}, 'Service Unavailable');
    await expect(apiRequest('GET', '/api/leads')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends JSON with cookies', async () => {
    const fetch = mockFetch(201, '{"id":1}');
    await apiRequest('POST', '/api/leads', { name: 'A' });
    expect(fetch).toHaveBeenCalledWith('/api/leads', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"A"}',
    });
  });

  it('has a variant that answers null on 401', async () => {
    mockFetch(401, '{"message":"Not signed in"}');
    await expect(apiGetOrNullOn401('/api/auth/me')).resolves.toBeNull();
  });

  it('reads the total from X-Total-Count', async () => {
    mockFetch(200, '[{"id":1}]', { 'X-Total-Count': '1234' });
    await expect(apiGetPage('/api/leads')).resolves.toEqual({ items: [{ id: 1 }], total: 1234 });
  });

  it('builds query strings without empty values or the all filter', () => {
    expect(
      buildUrl('/api/leads', { dealershipId: 'all', status: 'new', search: '', limit: 24, offset: 0 }),
    ).toBe('/api/leads?status=new&limit=24&offset=0');
  });

  it('turns an error body into a readable sentence', () => {
    expect(
      errorText(
        new ApiError(
          400,
          '{"message":"Bad","errors":[{"path":"email","message":"email must be valid"}]}',
          '',
        ),
      ),
    ).toBe('email must be valid');
    expect(errorText(new ApiError(500, 'boom', ''))).toBe('500: boom');
  });
});
