import type { Connection, ConnectionSource } from '@lead-manager/contracts/connections';
import type { TFunction } from 'i18next';

/** How many steps each source's instructions have in the catalogues. */
export const STEP_COUNT: Record<ConnectionSource, number> = {
  facebook: 4,
  instagram: 4,
  google: 3,
  youtube: 3,
  tiktok: 3,
  adf: 3,
  'adf-email': 3,
  website: 3,
  twilio: 3,
  email: 3,
};

/** Open or closed and why, in the screen's language (the API's own `reason` is English). */
export function stateText(t: TFunction, connection: Connection): string {
  const inSentence = (field: string) => t(`connections.fieldsInSentence.${field}`);
  if (connection.state === 'closed') {
    const missing = connection.missing[0] ?? connection.credentials[0]?.field ?? '';
    return t('connections.state.closedMissing', { field: inSentence(missing) });
  }
  const used = connection.credentials.find((c) => c.set && c.origin !== null);
  if (!used || used.origin === 'server') return t('connections.state.openServer');
  return used.origin === 'store'
    ? t('connections.state.openStore', { field: inSentence(used.field) })
    : t('connections.state.openGroup', { field: inSentence(used.field) });
}
