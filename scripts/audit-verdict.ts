/** What `npm audit --json` said: a real answer with counts, or no answer from the registry at all. */
export type AuditVerdict =
  | { kind: 'unavailable'; reason: string }
  | { kind: 'clean'; counts: Record<string, number> }
  | { kind: 'failing'; counts: Record<string, number> };

const BLOCKING = ['high', 'critical'];

/**
 * Reads `npm audit --json` output. Some registries (mirrors, proxies, this team's sandbox) refuse the bulk advisory
 * endpoint; that is reported as unavailable, not as a pass or a failure, so CI can say so and go on.
 */
export function auditVerdict(output: string): AuditVerdict {
  let report: {
    error?: { code?: string; summary?: string };
    statusCode?: number;
    message?: string;
    metadata?: { vulnerabilities?: Record<string, number> };
  };
  try {
    report = JSON.parse(output);
  } catch {
    return { kind: 'unavailable', reason: 'npm audit printed no report' };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const reason = report.error?.summary || report.message || `status ${report.statusCode ?? 'unknown'}`;
    return { kind: 'unavailable', reason };
  }
  const blocking = BLOCKING.some((level) => (counts[level] ?? 0) > 0);
  return { kind: blocking ? 'failing' : 'clean', counts };
}
