import type { Connection } from '@lead-manager/contracts/connections';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionCard } from './connection-card';
import { testConnection } from './test-connection';
import { formSnippet } from './website-snippet';

const slow = { timeout: 8_000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const closedFacebook = testConnection({
  source: 'facebook',
  state: 'closed',
  reason: 'Closed: set the app secret first',
  missing: ['appSecret', 'verifyToken', 'pageAccessToken'],
  urls: [{ name: 'webhook', url: 'https://leads.example.com/api/webhooks/facebook?dealership=2' }],
  credentials: ['appSecret', 'verifyToken', 'pageAccessToken'].map((field) => ({
    field,
    set: false,
    setAt: null,
    setBy: null,
    fromServerConfig: false,
    origin: null,
    storeSet: false,
    groupSet: false,
  })),
});

function renderCard(
  answers: (url: string, init?: RequestInit) => Response,
  connection: Connection = closedFacebook,
) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => answers(url, init));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConnectionCard dealershipId={2} connection={connection} canEdit />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('ConnectionCard', { timeout: 20_000 }, () => {
  it('says why a source is closed and shows what its Test really answered', async () => {
    const fetch = renderCard(() =>
      Response.json({ result: 'closed', message: 'closed: set the app secret first', status: 401 }),
    );
    expect(screen.getByText('Closed: set the app secret first.')).toBeInTheDocument();
    expect(
      screen.getByText('https://leads.example.com/api/webhooks/facebook?dealership=2'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Test Facebook Lead Ads' }));
    expect(await screen.findByText('closed: set the app secret first', undefined, slow)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/dealerships/2/connections/facebook/test',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('says an open Facebook cannot read leads yet while the page access token is missing', () => {
    const secretOnly: Connection = {
      ...closedFacebook,
      state: 'open',
      missing: ['verifyToken', 'pageAccessToken'],
      credentials: closedFacebook.credentials.map((c) =>
        c.field === 'appSecret' ? { ...c, set: true, origin: 'store', storeSet: true } : c,
      ),
    };
    renderCard(() => Response.json({}), secretOnly);
    expect(
      screen.getByText(
        "Open with the app secret set for this store. Facebook's subscription check (Verify and save) fails until you set the verify token. Leads cannot be read from Facebook until you set the page access token.",
      ),
    ).toBeInTheDocument();
  });

  it('names both providers that open a closed e-mail row', () => {
    const closedAdfMail: Connection = {
      ...closedFacebook,
      source: 'adf-email',
      groupOnly: true,
      missing: ['signingKey', 'secret'],
      urls: [],
      credentials: closedFacebook.credentials
        .slice(0, 2)
        .map((state, i) => ({ ...state, field: i === 0 ? 'signingKey' : 'secret' })),
    };
    renderCard(() => Response.json({}), closedAdfMail);
    expect(
      screen.getByText('Closed: set the Mailgun signing key or the SendGrid secret first.'),
    ).toBeInTheDocument();
  });

  it('sends a typed secret once, in a password field, for this store', async () => {
    const fetch = renderCard(() => Response.json({ dealershipId: 2, connections: [closedFacebook] }));
    const [replace] = screen.getAllByRole('button', { name: 'Set' });
    await userEvent.click(replace as HTMLElement);
    const input = screen.getByLabelText('App secret');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'typed-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled(), slow);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/dealerships/2/connections/facebook');
    expect(JSON.parse(init.body as string)).toEqual({
      credentials: { appSecret: 'typed-secret' },
      scope: 'store',
    });
  });
});

describe('the website snippet', () => {
  it("escapes the store's words and keeps the spam trap hidden", () => {
    const html = formSnippet('https://leads.example.com/api/leads/capture?dealership=1', {
      name: 'Nom <b>',
      email: 'Courriel',
      phone: 'Téléphone',
      vehicle: "Véhicule d'intérêt",
      message: 'Message',
      send: 'Envoyer',
      thanks: 'Merci !',
      error: 'Désolé',
    });
    expect(html).toContain('action="https://leads.example.com/api/leads/capture?dealership=1"');
    expect(html).toContain('Nom &#60;b&#62;');
    expect(html).toMatch(/name="website" tabindex="-1"/);
  });
});
