import { type MetaGraphLead, MetaGraphLeadSchema } from '@lead-manager/contracts/lead-sources';
import { parseJsonKeepingBigIds } from '../../lib/json-big-ids';

/** A Graph API call that failed; `retryable` tells a job whether trying again later can help. */
export class GraphApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

const LEAD_FIELDS = 'id,created_time,field_data,form_id,ad_id,ad_name,campaign_name,platform,is_organic';

export interface GraphClient {
  /** The lead's form answers: `GET {graphUrl}/{leadgenId}?access_token=…`. */
  getLead(leadgenId: string): Promise<MetaGraphLead>;
  /**
   * The lead form's language, `GET {graphUrl}/{formId}?fields=locale` (`ES_LA`, `FR_CA`…), cached per form; undefined
   * when Meta does not give it: the lead's language then comes from its own messages.
   */
  getFormLocale(formId: string): Promise<string | undefined>;
}

export interface GraphClientOptions {
  graphUrl: string;
  accessToken: string | undefined;
  timeoutMs?: number;
}

/** The Graph API's own error text, without echoing the access token back into logs. */
function errorText(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string } };
    return parsed.error?.message ?? body.slice(0, 200);
  } catch {
    return body.slice(0, 200);
  }
}

export function createGraphClient({
  graphUrl,
  accessToken,
  timeoutMs = 10_000,
}: GraphClientOptions): GraphClient {
  const formLocales = new Map<string, string | undefined>();
  return {
    async getFormLocale(formId) {
      if (formLocales.has(formId)) return formLocales.get(formId);
      if (!accessToken) return undefined;
      const url = new URL(`${graphUrl.replace(/\/+$/, '')}/${encodeURIComponent(formId)}`);
      url.searchParams.set('access_token', accessToken);
      url.searchParams.set('fields', 'locale');
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) return undefined;
        const { locale } = (await response.json()) as { locale?: unknown };
        const found = typeof locale === 'string' ? locale : undefined;
        formLocales.set(formId, found);
        return found;
      } catch {
        // Not worth failing the lead over: its language is then read from its messages.
        return undefined;
      }
    },

    async getLead(leadgenId) {
      if (!accessToken) {
        throw new GraphApiError('FACEBOOK_PAGE_ACCESS_TOKEN is not configured', undefined, false);
      }
      const url = new URL(`${graphUrl.replace(/\/+$/, '')}/${encodeURIComponent(leadgenId)}`);
      url.searchParams.set('access_token', accessToken);
      // `platform` (fb or ig) and the campaign are only returned when asked for.
      url.searchParams.set('fields', LEAD_FIELDS);
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (err) {
        throw new GraphApiError(`Graph API unreachable: ${(err as Error).message}`, undefined, true);
      }
      const body = await response.text();
      if (!response.ok) {
        // Even a 4xx may heal (a token being renewed, a lead not yet readable): the queue retries with
        // backoff, and once retries run out the event shows as failed for an admin to replay.
        throw new GraphApiError(`Graph API ${response.status}: ${errorText(body)}`, response.status, true);
      }
      try {
        return MetaGraphLeadSchema.parse(parseJsonKeepingBigIds(body));
      } catch {
        throw new GraphApiError('Graph API answered with an unexpected lead shape', response.status, false);
      }
    },
  };
}
