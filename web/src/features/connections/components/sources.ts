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
    // Either provider opens the e-mail rows: naming only the first would send a SendGrid store to Mailgun.
    if (connection.source === 'email' || connection.source === 'adf-email')
      return t('connections.state.closedMailProvider');
    const missing = connection.missing[0] ?? connection.credentials[0]?.field ?? '';
    return t('connections.state.closedMissing', { field: inSentence(missing) });
  }
  const used = connection.credentials.find((c) => c.set && c.origin !== null);
  const open =
    !used || used.origin === 'server'
      ? t('connections.state.openServer')
      : used.origin === 'store'
        ? t('connections.state.openStore', { field: inSentence(used.field) })
        : t('connections.state.openGroup', { field: inSentence(used.field) });
  // Meta's post opens with the app secret alone, but its handshake needs the verify token and its leads the page
  // access token: an open badge must not hide that no lead can be read yet.
  const later = [
    connection.missing.includes('verifyToken') ? t('connections.state.needsVerifyToken') : '',
    connection.missing.includes('pageAccessToken') ? t('connections.state.needsPageToken') : '',
  ];
  return [open, ...later].filter(Boolean).join(' ');
}
