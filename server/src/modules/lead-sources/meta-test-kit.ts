import { createTestApp } from '../../test/test-app';
import { graphLead, startGraphDouble } from './test-support';
import { metaSignature } from './verify';

export const META_SECRET = 'meta-app-secret';
export const META_PAGE_TOKEN = 'page-token-123';

/** The app wired to a local Graph API double, plus Meta's wire formats; one per test file. */
export async function createMetaTestKit() {
  const graph = await startGraphDouble();
  const app = await createTestApp({
    env: {
      FACEBOOK_GRAPH_URL: graph.url,
      FACEBOOK_APP_SECRET: META_SECRET,
      FACEBOOK_PAGE_ACCESS_TOKEN: META_PAGE_TOKEN,
      FACEBOOK_VERIFY_TOKEN: 'verify-me',
    },
  });

  /** Meta's notification exactly as sent: ids as bare JSON numbers, possibly above 2^53. */
  const notification = (leadgenId: string, pageId = '230076207144371') =>
    `{"object":"page","entry":[{"id":"${pageId}","time":1466583137,"changes":[{"field":"leadgen","value":` +
    `{"ad_id":"0","adgroup_id":"0","form_id":"129595594131704","leadgen_id":${leadgenId},` +
    `"created_time":1466583136,"page_id":${pageId}}}]}]}`;

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    app.app.inject({
      method: 'POST',
      url: `/api/webhooks/${path}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
  const postSigned = (path: string, body: string) =>
    post(path, body, { 'x-hub-signature-256': metaSignature(body, META_SECRET) });

  /** A complete Graph lead; `fields` override answers, `extra` top-level properties (platform, …). */
  const tomCook = (id: string, extra: Record<string, unknown> = {}, fields: Record<string, string> = {}) =>
    graphLead(
      id,
      {
        full_name: 'Tom Cook',
        email: 'Tom.Cook@Example.com',
        phone_number: '+15552467291',
        'which_model_are_you_interested_in?': '2025 Chevrolet Equinox',
        'when_do_you_plan_to_buy?': 'This month',
        ...fields,
      },
      { campaign_name: 'Spring sale', ...extra },
    );

  return { app, db: app.database.db, graph, notification, post, postSigned, tomCook };
}
