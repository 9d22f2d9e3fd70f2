import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit-verdict';

const report = (vulnerabilities: Record<string, number>) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities: {}, metadata: { vulnerabilities } });
const none = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 };

describe('npm audit verdict', () => {
  it('fails on a high or a critical advisory, not on moderate ones', () => {
    expect(auditVerdict(report({ ...none, high: 1, total: 1 })).kind).toBe('failing');
    expect(auditVerdict(report({ ...none, critical: 2, total: 2 })).kind).toBe('failing');
    expect(auditVerdict(report({ ...none, moderate: 3, total: 3 })).kind).toBe('clean');
  });

  it('reports a registry that refuses audit requests as unavailable (what npm prints here)', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      body: '',
    });
    expect(auditVerdict(refused)).toEqual({ kind: 'unavailable', reason: expect.stringContaining('405') });
    expect(auditVerdict('').kind).toBe('unavailable');
  });
});
