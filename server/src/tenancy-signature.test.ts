import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// House rule 8 (docs/decisions/031): a repo or queries function that reads or writes rows of a dealership-owned
// table takes `scope: Scope` and applies it; jobs and other system paths pass ALL_DEALERSHIPS at the call site.
const MODULES = path.join(path.dirname(new URL(import.meta.url).pathname), 'modules');

/** Dealership-owned tables, by their drizzle names and their SQL names (raw SQL counts too). */
const OWNED_TABLE =
  /\b(leads|joinableLeads|conversations|messages|followUps|follow_ups|appointments|leadNotes|lead_notes|leadEvents|lead_events|aiSettings|ai_settings|dealerships|joinableDealerships|leadAssignmentRules|lead_assignment_rules|userDealerships|user_dealerships|handovers|vehicles|inventoryFeeds|inventory_feeds|webhookEndpoints|webhook_endpoints|webhookDeliveries|webhook_deliveries)\b/;

/**
 * Functions of such files that rightly take no scope, each with why. Functions that take no database handle (SQL
 * builders, key helpers) are not checked at all.
 */
const NOT_DEALERSHIP_SCOPED: Record<string, string> = {
  // Sessions, users, password tokens, webhook tokens and audit are not dealership-owned.
  'auth/auth.repo.ts': 'sessions and password tokens belong to a user, not a dealership',
  'users/users.repo.ts': 'users span dealerships; admins manage them across stores (routes check the role)',
  'users/users.queries.ts': 'users span dealerships; sign-in reads them before any scope exists',
  'audit/audit.repo.ts': 'the audit log is read by admins only and written by every path',
  'inbound-messages/webhook-tokens.repo.ts': 'Mailgun replay tokens are per webhook, before routing',
  'users/team.repo.ts#setAvailable': "a person's own on-the-floor switch, one for every store they work at",
  'users/team.repo.ts#findUsersByIds': 'users span dealerships (contacts of people already chosen in scope)',
  'users/team.repo.ts#findAdminIds': 'admins work for every store (who hears of a store-wide setting)',
  // Before routing a webhook has no dealership: routing is what finds it.
  'lead-sources/lead-sources.repo.ts#insertWebhookEvent': 'a webhook event is stored before it is routed',
  'lead-sources/lead-sources.repo.ts#getWebhookEvent': 'the webhook job reads the event it was given',
  'lead-sources/lead-sources.repo.ts#findEventLeadId': 'a redelivered capture finds its event before routing',
  'lead-sources/lead-sources.repo.ts#upsertDocumentEvent': 'stored before routing',
  'lead-sources/lead-sources.repo.ts#markDocumentSplit': 'the webhook job marks the event it was given',
  'lead-sources/lead-sources.repo.ts#lockWebhookEvent': 'the webhook job locks the event it was given',
  'lead-sources/lead-sources.repo.ts#markEventsProcessed':
    'the webhook job and the capture batch mark the events they were given',
  'lead-sources/lead-sources.repo.ts#markEventFailed': 'the webhook job marks the event it was given',
  'lead-sources/lead-sources.repo.ts#resetFailedEvent': 'admins retry failed events (route checks the role)',
  'lead-sources/lead-sources.repo.ts#findWebhookEvents':
    'the webhook log is an admin screen (route checks the role)',
  'lead-sources/lead-sources.repo.ts#countWebhookEvents': 'the webhook log is an admin screen',
  'lead-sources/lead-sources.repo.ts#findLatestEvents':
    "Webhook Setup's last event of one store (the connections route checks that store is in reach)",
  'dealerships/message-routing.queries.ts#findStoresTextingFrom':
    'routing an inbound message finds its store',
  'dealerships/message-routing.queries.ts#findStoresMailedAt': 'routing an inbound email finds its store',
  'dealerships/dealerships.queries.ts#findRoutingDealerships': 'routing a lead webhook finds its store',
  // Advisory locks on a lead's id read and write no row.
  'conversations/follow-ups.repo.ts#lockFollowUpsOf': 'an advisory lock, no row',
  'appointments/appointments.repo.ts#lockAppointmentsOf': 'an advisory lock, no row',
  'leads/lead-contacts.queries.ts#lockContacts': 'an advisory lock on contact keys, no row',
  // A message or hand-over is written into the conversation the same transaction has just upserted in scope
  // (upsertConversation checks it) or read in scope; a message carries no dealership id of its own.
  'conversations/conversations.repo.ts#insertOutboundMessages': 'children of conversations upserted in scope',
  'conversations/conversations.repo.ts#insertInboundMessage': 'child of a conversation upserted in scope',
  'conversations/conversations.repo.ts#insertHandover': 'child of a conversation read in scope',
  'conversations/message-notes.repo.ts#noteNewMessages': 'messages just written into conversations in scope',
  'conversations/message-notes.repo.ts#noteResponses': 'messages just updated in scope',
  // Likewise a note or timeline event is written for a lead its service has just read or written in scope.
  'leads/lead-notes.repo.ts#insertNote': 'child of a lead read in scope',
  'leads/lead-notes.repo.ts#insertLeadEvents': 'children of leads read or written in scope',
};

interface ExportedFunction {
  key: string;
  signature: string;
}

/** Exported functions of a file that take a database handle, with their parameter lists. */
function exportedDbFunctions(file: string, code: string): ExportedFunction[] {
  const found: ExportedFunction[] = [];
  const start = /^export (?:async )?function (\w+)|^export const (\w+) = (?:async )?\(/gm;
  for (const match of code.matchAll(start)) {
    const name = match[1] ?? match[2] ?? '';
    const open = code.indexOf('(', match.index);
    let depth = 0;
    let close = open;
    for (; close < code.length; close++) {
      if (code[close] === '(') depth++;
      if (code[close] === ')' && --depth === 0) break;
    }
    const signature = code.slice(open + 1, close);
    if (/^\s*(db|tx): Db\b/.test(signature)) found.push({ key: `${file}#${name}`, signature });
  }
  return found;
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const repoFiles = () =>
  fs
    .readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(repo|queries)\.ts$/.test(f));

/** Every exported function of a repo or queries file over a dealership-owned table that takes no scope. */
function unscopedFunctions(): string[] {
  return repoFiles().flatMap((file) => {
    const code = withoutComments(fs.readFileSync(path.join(MODULES, file), 'utf8'));
    if (!OWNED_TABLE.test(code) || NOT_DEALERSHIP_SCOPED[file]) return [];
    return exportedDbFunctions(file, code)
      .filter(({ key, signature }) => !/\bscope: Scope\b/.test(signature) && !NOT_DEALERSHIP_SCOPED[key])
      .map(({ key }) => key);
  });
}

describe('tenancy in the signature (house rule 8)', () => {
  it('every repo or queries function over a dealership-owned table takes a scope', () => {
    expect(unscopedFunctions()).toEqual([]);
  });

  it('every exception names a repo or queries file or function that exists', () => {
    const known = new Set(
      repoFiles().flatMap((file) => [
        file,
        ...exportedDbFunctions(file, fs.readFileSync(path.join(MODULES, file), 'utf8')).map((f) => f.key),
      ]),
    );
    expect(Object.keys(NOT_DEALERSHIP_SCOPED).filter((key) => !known.has(key))).toEqual([]);
  });
});
