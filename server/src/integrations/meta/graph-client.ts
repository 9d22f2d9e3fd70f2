import { type MetaGraphLead, MetaGraphLeadSchema } from '@lead-manager/contracts/lead-sources';
import { parseJsonKeepingBigIds } from '../../lib/json-big-ids';

/** A Graph API call that failed; `retryable` tells a job whether trying again later can help. */
class GraphApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Said where a lead cannot be read: the token is set on Webhook Setup (or FACEBOOK_PAGE_ACCESS_TOKEN). */
const NO_TOKEN = 'No page access token: set it on Webhook Setup to read leads from Facebook';

const LEAD_FIELDS = 'id,created_time,field_data,form_id,ad_id,ad_name,campaign_name,platform,is_organic';

export interface GraphClient {
  /** The lead's form answers: `GET {graphUrl}/{leadgenId}?access_token=…`. */
  getLead(leadgenId: string): Promise<MetaGraphLead>;
  /**
   * The lead form's language, `GET {graphUrl}/{formId}?fields=locale` (`ES_LA`, `FR_CA`…), cached per form; undefined
   * when Meta does not give it: the lead's language then comes from its own messages.
   */
  getFormLocale(formId: string): Promise<string | undefined>;
  /**
   * The page the access token speaks for, `GET {graphUrl}/me?fields=id,name` (a page token's `me` is its page):
   * what Webhook Setup's Test asks to prove the token can read leads.
   */
  getPage(): Promise<{ id: string; name: string }>;
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
  /** `GET {graphUrl}/{path}?access_token=…&fields=…`; a refusal or an unreachable Graph is a GraphApiError. */
  async function get(path: string, accessToken: string, fields: string) {
    const url = new URL(`${graphUrl.replace(/\/+$/, '')}/${encodeURIComponent(path)}`);
    url.searchParams.set('access_token', accessToken);
    url.searchParams.set('fields', fields);
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
    return { response, body };
  }
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
        throw new GraphApiError(NO_TOKEN, undefined, false);
      }
      // `platform` (fb or ig) and the campaign are only returned when asked for.
      const { response, body } = await get(leadgenId, accessToken, LEAD_FIELDS);
      try {
        return MetaGraphLeadSchema.parse(parseJsonKeepingBigIds(body));
      } catch {
        throw new GraphApiError('Graph API answered with an unexpected lead shape', response.status, false);
      }
    },

    async getPage() {
      if (!accessToken) throw new GraphApiError(NO_TOKEN, undefined, false);
      const { response, body } = await get('me', accessToken, 'id,name');
      const page = (() => {
        try {
          return parseJsonKeepingBigIds(body) as { id?: unknown; name?: unknown };
        } catch {
          return {};
        }
      })();
      if (typeof page.id !== 'string' && typeof page.id !== 'number')
        throw new GraphApiError('Graph API answered with an unexpected page shape', response.status, false);
      return { id: String(page.id), name: typeof page.name === 'string' ? page.name : String(page.id) };
    },
  };
}
