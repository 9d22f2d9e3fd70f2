import type { AuditEntry } from '@lead-manager/contracts/audit';
import { parseCsv } from '@lead-manager/contracts/csv';
import { afterAll, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n/i18n';
import { auditCsv } from './audit-csv';

const names = {
  users: [{ id: 3, name: 'Ana Diaz' }],
  dealerships: [
    { id: 2, name: 'Lakeside Auto Group Hyundai' },
    { id: 3, name: 'Lakeside Auto Group Ford' },
  ],
};

const owner: AuditEntry = {
  id: 7,
  createdAt: '2026-11-27T15:00:00.000Z',
  actorUserId: 2,
  actorEmail: 'sam@example.com',
  actorName: 'Sam Rivera',
  action: 'lead.owner_changed',
  entityType: 'lead',
  entityId: '42',
  entityName: 'Laura Kim',
  dealershipId: 3,
  details: { from: null, to: 3 },
};

afterAll(() => applyLanguage('en'));

describe('the audit log as CSV', () => {
  it('writes each entry in words with names, its store, and the code and UTC time for machines', () => {
    const [header, row] = parseCsv(auditCsv([owner], names));
    expect(header).toEqual(['When', 'Who', 'What happened', 'Store', 'Action', 'Time (UTC)']);
    expect(row?.[1]).toBe('Sam Rivera');
    expect(row?.[2]).toMatch(/^Sam Rivera .*Ana Diaz/);
    expect(row?.[2]).not.toMatch(/\{|"to"|\b3\b/);
    expect(row?.slice(3)).toEqual(['Ford', 'lead.owner_changed', '2026-11-27T15:00:00.000Z']);
  });

  it('speaks the reader’s language and never hands a spreadsheet a formula', async () => {
    await applyLanguage('es');
    const csv = auditCsv(
      [{ ...owner, action: 'lead.deleted', actorName: '=cmd|calc', entityName: 'Laura Kim' }],
      names,
    );
    const [header, row] = parseCsv(csv);
    expect(header?.slice(0, 4)).toEqual(['Cuándo', 'Quién', 'Qué pasó', 'Concesionario']);
    expect(row?.[1]).toBe("'=cmd|calc");
    expect(row?.[2]).toBe("'=cmd|calc eliminó el prospecto Laura Kim");
  });
});
