import type { AuditEntry } from '@lead-manager/contracts/audit';
import { afterAll, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n/i18n';
import { auditSentence } from './audit-sentence';

const names = {
  users: [
    { id: 2, name: 'Sam Rivera' },
    { id: 3, name: 'Ana Diaz' },
  ],
  dealerships: [
    { id: 2, name: 'Lakeside Auto Group Hyundai' },
    { id: 3, name: 'Lakeside Auto Group Ford' },
  ],
};

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  createdAt: '2026-11-27T15:00:00Z',
  actorUserId: 2,
  actorEmail: 'sam@example.com',
  actorName: 'Sam Rivera',
  action: 'lead.details_changed',
  entityType: 'lead',
  entityId: '42',
  entityName: 'Laura Kim',
  dealershipId: 3,
  details: {},
  ...over,
});

afterAll(() => applyLanguage('en'));

describe('an audit entry in words', () => {
  it('names people and stores instead of ids', () => {
    const moved = entry({
      details: { fields: ['dealershipId'], from: { dealershipId: 2 }, to: { dealershipId: 3 } },
    });
    expect(auditSentence(moved, names)).toBe('Sam Rivera moved Laura Kim from Hyundai to Ford');
    const owner = entry({
      action: 'lead.owner_changed',
      actorName: null,
      actorEmail: null,
      actorUserId: null,
      details: { from: null, to: 3, reason: 'rule' },
    });
    expect(auditSentence(owner, names)).toBe(
      'Lead Manager (automatic) gave Laura Kim to Ana Diaz (before: nobody)',
    );
    const status = entry({ action: 'lead.status_changed', details: { from: 'new', to: 'contacted' } });
    expect(auditSentence(status, names)).toBe('Sam Rivera moved Laura Kim from new to contacted');
  });

  it("gives a booking's time on the store's clock, and says when the assistant booked", () => {
    const booked = entry({
      action: 'appointment.booked',
      entityType: 'appointment',
      entityName: null,
      actorName: null,
      actorEmail: null,
      actorUserId: null,
      details: {
        leadName: 'Laura Kim',
        at: '2026-11-30T16:00:00.000Z',
        timeZone: 'America/Chicago',
        bookedBy: 'assistant',
      },
    });
    expect(auditSentence(booked, names)).toMatch(/^The assistant booked Laura Kim for .*10:00/);
  });

  it('speaks the reader’s language', async () => {
    await applyLanguage('es');
    const moved = entry({
      details: { fields: ['dealershipId'], from: { dealershipId: 2 }, to: { dealershipId: 3 } },
    });
    expect(auditSentence(moved, names)).toBe('Sam Rivera pasó a Laura Kim de Hyundai a Ford');
    const status = entry({ action: 'lead.status_changed', details: { from: 'new', to: 'contacted' } });
    expect(auditSentence(status, names)).toBe('Sam Rivera pasó a Laura Kim de nuevo a contactado');
  });
});
