import { GoogleLeadSchema, MetaNotificationSchema } from '@lead-manager/contracts/lead-sources';
import type { GraphClient } from '../../integrations/meta/graph-client';
import { parseJsonKeepingBigIds } from '../../lib/json-big-ids';
import { mapAdfProspect, parseAdfDocument } from './adf';
import type { WebhookEventRow } from './lead-sources.repo';
import { type LeadSource, type MappedLead, UnusableLeadError } from './mapped-lead';
import { leadgenChanges, mapGoogleLead, mapMetaLead, mapTikTokLead } from './platform-mappers';

/** A stored body we can no longer read will not become readable by retrying. */
function readJson(body: string): unknown {
  try {
    return parseJsonKeepingBigIds(body);
  } catch {
    throw new UnusableLeadError('The stored body is not valid JSON');
  }
}

function parseOrUnusable<T>(parse: () => T, what: string): T {
  try {
    return parse();
  } catch (err) {
    if (err instanceof UnusableLeadError) throw err;
    throw new UnusableLeadError(`${what}: ${(err as Error).message}`);
  }
}

async function mapMetaEvent(event: WebhookEventRow, graph: GraphClient): Promise<MappedLead> {
  const notification = parseOrUnusable(
    () => MetaNotificationSchema.parse(readJson(event.body)),
    'Not a Meta notification',
  );
  const change = leadgenChanges(notification).find((c) => c.leadgenId === event.externalId);
  if (!change) throw new UnusableLeadError(`leadgen ${event.externalId} is not in the stored notification`);
  // Network and Graph API errors propagate as they are: the job retries them.
  const lead = await graph.getLead(change.leadgenId);
  const formId = lead.form_id ?? change.formId;
  return mapMetaLead(
    lead,
    change,
    event.source as LeadSource,
    formId ? await graph.getFormLocale(formId) : undefined,
  );
}

/** Reads a stored webhook event back into a mapped lead, fetching what the platform did not send. */
export async function mapStoredEvent(event: WebhookEventRow, graph: GraphClient): Promise<MappedLead> {
  switch (event.source) {
    case 'facebook':
    case 'instagram':
      return mapMetaEvent(event, graph);
    case 'google':
    case 'youtube': {
      const lead = parseOrUnusable(() => GoogleLeadSchema.parse(readJson(event.body)), 'Not a Google lead');
      return mapGoogleLead(lead, event.source);
    }
    case 'tiktok': {
      const body = readJson(event.body);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new UnusableLeadError('A TikTok lead must be a JSON object');
      }
      return mapTikTokLead(body as Record<string, unknown>);
    }
    case 'adf': {
      const prospects = parseOrUnusable(() => parseAdfDocument(event.body), 'Unreadable ADF');
      const prospect = prospects.find((p) => p.key === event.externalId);
      if (!prospect)
        throw new UnusableLeadError(`prospect ${event.externalId} is not in the stored document`);
      return mapAdfProspect(prospect.node, event.isTest);
    }
    default:
      throw new UnusableLeadError(`No processing for source ${event.source}`);
  }
}
