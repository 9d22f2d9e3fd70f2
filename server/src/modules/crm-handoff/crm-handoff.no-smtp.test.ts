import type { CrmHandoff } from '@lead-manager/contracts/crm-handoffs';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/test-app';

// Without an SMTP server a hand-off cannot go: it is kept and shown on the lead as not sent, with the reason.
const app = await createTestApp();

describe('ADF out without an SMTP server', () => {
  it('shows the new lead’s hand-off as not sent because no SMTP server is configured', async () => {
    const admin = await app.adminCookie();
    const saved = await app.app.inject({
      method: 'PATCH',
      url: '/api/dealerships/1',
      headers: { cookie: admin },
      payload: { crmLeadEmails: 'crm@chevy-crm.example; copies@chevy-crm.example' },
    });
    expect(saved.json().crmLeadEmails).toEqual(['crm@chevy-crm.example', 'copies@chevy-crm.example']);
    const created = await app.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { cookie: admin },
      payload: {
        name: 'Noel Park',
        phone: '307-555-0190',
        source: 'walk_in',
        vehicleInterest: '2025 Chevrolet Equinox',
        dealershipId: 1,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const leadId = created.json().id as number;
    const handoffs = async () =>
      (
        await app.app.inject({
          method: 'GET',
          url: `/api/leads/${leadId}/crm-handoffs`,
          headers: { cookie: admin },
        })
      ).json() as CrmHandoff[];
    await vi.waitFor(async () => expect((await handoffs())[0]?.status).toBe('not_sent'), { timeout: 15_000 });
    expect(await handoffs()).toEqual([
      expect.objectContaining({
        kind: 'new',
        status: 'not_sent',
        lastError: 'no_smtp',
        recipients: ['crm@chevy-crm.example', 'copies@chevy-crm.example'],
        sentAt: null,
      }),
    ]);
  });
});
