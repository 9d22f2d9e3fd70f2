import type { Connection } from '@lead-manager/contracts/connections';

/** A row as GET …/connections answers it, nothing received yet; tests change what they are about. */
export const testConnection = (fields: Partial<Connection> & Pick<Connection, 'source'>): Connection => ({
  state: 'open',
  reason: '',
  missing: [],
  groupOnly: false,
  urls: [],
  credentials: [],
  lastEventAt: null,
  lastResult: null,
  lastReason: null,
  lastError: null,
  lastErrorAt: null,
  checks: [],
  ...fields,
});
