import {
  type ConnectionSource,
  type CredentialState,
  SOURCE_FIELDS,
} from '@lead-manager/contracts/connections';
import type { Config } from '../../config/env';
import type { CredentialRow } from './connections.repo';
import {
  type CredentialKind,
  envValue,
  GROUP_ONLY_KINDS,
  kindOfField,
  splitOrigins,
} from './credential-catalog';
import type { EffectiveValue } from './credential-store';

/** The fields without which a source refuses every post: all of them, or any one (the e-mail providers). */
const OPENS_WITH: Record<ConnectionSource, { fields: string[]; any?: boolean }> = {
  facebook: { fields: ['appSecret'] },
  instagram: { fields: ['appSecret'] },
  google: { fields: ['leadKey'] },
  youtube: { fields: ['leadKey'] },
  tiktok: { fields: ['secret'] },
  adf: { fields: ['secret'] },
  website: { fields: ['origins'] },
  twilio: { fields: ['authToken'] },
  email: { fields: ['signingKey', 'secret'], any: true },
  'adf-email': { fields: ['signingKey', 'secret'], any: true },
};

const NOUNS: Record<string, string> = {
  appSecret: 'app secret',
  verifyToken: 'verify token',
  pageAccessToken: 'page access token',
  leadKey: 'lead key',
  secret: 'secret',
  origins: "site's address",
  authToken: 'auth token',
  signingKey: 'signing key',
};
const noun = (field: string) => NOUNS[field] ?? field;

type Resolve = (
  rows: CredentialRow[],
  kind: CredentialKind,
  field: string,
  dealershipId: number | null,
) => EffectiveValue | undefined;

/** Each field of a source as the screen shows it: set or not, when, by whom, and which one is in use. */
export function credentialStates(
  source: ConnectionSource,
  dealershipId: number,
  rows: CredentialRow[],
  config: Config,
  resolve: Resolve,
): CredentialState[] {
  return SOURCE_FIELDS[source].map((field) => {
    const kind = kindOfField(source, field) as CredentialKind;
    const scope = GROUP_ONLY_KINDS.includes(kind) ? null : dealershipId;
    const row = (at: number | null) =>
      rows.find((r) => r.kind === kind && r.field === field && r.dealershipId === at);
    const own = scope === null ? row(null) : row(scope);
    const group = row(null);
    const effective = resolve(rows, kind, field, scope);
    const shown = effective?.origin === 'group' ? group : own;
    const state: CredentialState = {
      field,
      set: effective !== undefined,
      setAt: effective?.origin === 'server' ? null : (shown?.setAt.toISOString() ?? null),
      setBy: effective?.origin === 'server' ? null : (shown?.setByEmail ?? null),
      fromServerConfig: envValue(config, kind, field) !== undefined,
      origin: effective?.origin ?? null,
      storeSet: scope !== null && own !== undefined,
      groupSet: group !== undefined,
    };
    // Site addresses are not secret; the screen lists them so they can be checked and edited.
    if (field === 'origins') state.values = splitOrigins(effective?.value);
    return state;
  });
}

/** Open or closed, and the one sentence that says why. */
export function connectionState(source: ConnectionSource, credentials: CredentialState[]) {
  const rule = OPENS_WITH[source];
  const isSet = (field: string) => credentials.find((c) => c.field === field)?.set === true;
  const open = rule.any ? rule.fields.some(isSet) : rule.fields.every(isSet);
  const missing = credentials.filter((c) => !c.set).map((c) => c.field);
  if (!open) {
    const what = rule.fields.filter((f) => !isSet(f)).map((f) => `the ${noun(f)}`);
    return { state: 'closed' as const, missing, reason: `Closed: set ${what.join(' or ')} first` };
  }
  const used = credentials.find((c) => rule.fields.includes(c.field) && c.set);
  let reason =
    used?.origin === 'server' || !used
      ? "Open: set by the server's configuration"
      : `Open with ${used.origin === 'store' ? "this store's" : "the group's"} ${noun(used.field)}`;
  if (source === 'facebook' || source === 'instagram') {
    const later = missing.filter((f) => f !== 'appSecret').map((f) => `the ${noun(f)}`);
    if (later.length > 0) reason += `; still set ${later.join(' and ')} (subscription check, reading leads)`;
  }
  return { state: 'open' as const, missing, reason };
}
