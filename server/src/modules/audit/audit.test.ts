import { parseCsv } from '@lead-manager/contracts/csv';
import { describe, expect, it } from 'vitest';
import { ADMIN, createTestApp } from '../../test/test-app';

const app = await createTestApp({ workers: false });
const inject = app.app.inject.bind(app.app);

async function auditOf(query: string) {
  const res = await inject({
    method: 'GET',
    url: `/api/audit?${query}`,
    headers: { cookie: await app.adminCookie() },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Record<string, unknown>[]; total: number };
}

describe('audit log', () => {
  it('records a successful and a failed sign-in, with the address typed', async () => {
    await app.adminCookie();
    await expect(app.login(ADMIN.email, 'wrong-password')).rejects.toThrow(/401/);
    await expect(app.login('nobody@test.example', 'whatever-1')).rejects.toThrow(/401/);
    const signedIn = await auditOf('action=auth.signed_in');
    expect(signedIn.items[0]).toMatchObject({ actorEmail: ADMIN.email, entityType: 'user' });
    const failed = await auditOf('action=auth.sign_in_failed');
    expect(failed.items.map((e) => e.actorEmail)).toEqual(['nobody@test.example', ADMIN.email]);
    expect(failed.items.every((e) => e.actorUserId === null)).toBe(true);
    expect(failed.items[1]?.entityId).toBe(String(signedIn.items[0]?.actorUserId));
  });

  it('records an AI settings change with who made it, the dealership and the fields changed', async () => {
    const cookie = await app.userCookie('manager', [2]);
    const me = (await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json();
    const res = await inject({
      method: 'PATCH',
      url: '/api/ai-settings/2',
      headers: { cookie },
      payload: { smsTemplate: 'Hi {customerName}', systemPrompt: 'Be brief.' },
    });
    expect(res.statusCode).toBe(200);
    const page = await auditOf(`action=ai_settings.updated&actorUserId=${me.id}`);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      actorEmail: me.email,
      dealershipId: 2,
      entityType: 'ai_settings',
      details: { fields: ['smsTemplate', 'systemPrompt'] },
    });
  });

  it('writes nothing when the change it records is refused', async () => {
    const cookie = await app.userCookie('user', [1]);
    const res = await inject({
      method: 'PATCH',
      url: '/api/ai-settings/1',
      headers: { cookie },
      payload: { systemPrompt: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect((await auditOf('action=ai_settings.updated&dealershipId=1')).total).toBe(0);
  });

  it('rolls back with the transaction it was recorded in', async () => {
    const { audit } = app.app.services;
    const db = app.database.db;
    await expect(
      db.transaction(async (tx) => {
        await audit.record({ actorUserId: null, action: 'test.rolled_back', entityType: 'test' }, tx);
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    expect((await auditOf('action=test.rolled_back')).total).toBe(0);
  });

  it('filters by dealership and date range, and pages newest first', async () => {
    const { audit } = app.app.services;
    for (const n of [1, 2, 3]) {
      await audit.record({
        actorUserId: null,
        action: 'test.paged',
        entityType: 'test',
        entityId: n,
        dealershipId: 3,
      });
    }
    const first = await auditOf('action=test.paged&dealershipId=3&limit=2');
    expect(first.total).toBe(3);
    expect(first.items.map((e) => e.entityId)).toEqual(['3', '2']);
    const second = await auditOf('action=test.paged&dealershipId=3&limit=2&offset=2');
    expect(second.items.map((e) => e.entityId)).toEqual(['1']);
    expect((await auditOf('action=test.paged&dealershipId=1')).total).toBe(0);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await auditOf(`action=test.paged&from=${encodeURIComponent(tomorrow)}`)).total).toBe(0);
    expect((await auditOf(`action=test.paged&to=${encodeURIComponent(tomorrow)}`)).total).toBe(3);
  });

  it('names a bad filter in a 400', async () => {
    const res = await inject({
      method: 'GET',
      url: '/api/audit?from=yesterday-ish&actorUserId=abc',
      headers: { cookie: await app.adminCookie() },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['actorUserId', 'from']);
  });

  it('is for admins only', async () => {
    for (const role of ['manager', 'user'] as const) {
      const cookie = await app.userCookie(role, [1, 2, 3]);
      for (const url of ['/api/audit', '/api/audit.csv', '/api/audit?format=csv']) {
        expect((await inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(403);
      }
    }
    expect((await inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
  });

  it('exports CSV with every cell a spreadsheet would run defused', async () => {
    await app.app.services.audit.record({
      actorUserId: null,
      actorEmail: '=HYPERLINK("http://evil.example")@x.example',
      action: 'test.exported',
      entityType: '+cmd',
      entityId: '-1',
      details: { note: 'plain' },
    });
    for (const url of ['/api/audit.csv?action=test.exported', '/api/audit?format=csv&action=test.exported']) {
      const res = await inject({ method: 'GET', url, headers: { cookie: await app.adminCookie() } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const [header, row, ...rest] = parseCsv(res.body);
      expect(rest).toEqual([]);
      expect(header?.[4]).toBe('Action');
      expect(row?.[3]).toBe('\'=HYPERLINK("http://evil.example")@x.example');
      expect(row?.[5]).toBe("'+cmd");
      expect(row?.[6]).toBe("'-1");
      expect(JSON.parse(row?.[8] ?? '')).toEqual({ note: 'plain' });
    }
  });
});
