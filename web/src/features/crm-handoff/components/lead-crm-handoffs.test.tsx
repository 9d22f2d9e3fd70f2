import type { CrmHandoff } from '@lead-manager/contracts/crm-handoffs';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { LeadCrmHandoffs } from './lead-crm-handoffs';

const slow = { timeout: 8_000 };
const at = '2026-11-20T15:00:00.000Z';
const base = {
  leadId: 5,
  recipients: ['crm@hyundai-crm.example'],
  lastError: null,
  lastErrorDetail: null,
  sentAt: null,
  createdAt: at,
  updatedAt: at,
};
/** What GET /api/leads/:id/crm-handoffs answers: sent, failed with the server's words, retrying. */
const HANDOFFS: CrmHandoff[] = [
  { ...base, id: 1, kind: 'new', status: 'sent', attempts: 1, sentAt: at },
  {
    ...base,
    id: 2,
    kind: 'appointment',
    status: 'failed',
    attempts: 3,
    lastError: 'smtp_refused',
    lastErrorDetail: 'Message failed: 451 Try again later',
  },
  { ...base, id: 3, kind: 'outcome', status: 'queued', attempts: 1, lastError: 'smtp_unreachable' },
];

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

function renderHandoffs(canSendAgain: boolean, answer: CrmHandoff[] = HANDOFFS) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(answer)),
  );
  const client = createQueryClient();
  const { container } = render(
    <QueryClientProvider client={client}>
      <LeadCrmHandoffs leadId={5} canSendAgain={canSendAgain} />
    </QueryClientProvider>,
  );
  return { client, container };
}

async function handoffItems(canSendAgain: boolean) {
  renderHandoffs(canSendAgain);
  return { items: await screen.findAllByRole('listitem', {}, slow) };
}

describe('LeadCrmHandoffs', { timeout: 20_000 }, () => {
  it('shows each hand-off sent, failed with the reason, or retrying; Send again only on the failed one', async () => {
    const { items } = await handoffItems(true);
    const [sent, failed, retrying] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(sent.textContent).toMatch(/New lead.*Sent .*2026/);
    expect(sent.textContent).toContain('To crm@hyundai-crm.example');
    expect(failed.textContent).toContain('Failed');
    expect(failed.textContent).toContain('The mail server refused it. (Message failed: 451 Try again later)');
    expect(within(failed).getByRole('button', { name: 'Send again' })).toBeTruthy();
    expect(retrying.textContent).toContain('Retrying (attempt 1 failed)');
    expect(within(sent).queryByRole('button')).toBeNull();
    expect(within(retrying).queryByRole('button')).toBeNull();
  });

  it('offers no Send again to a salesperson, and reads in French', async () => {
    await applyLanguage('fr');
    const { items } = await handoffItems(false);
    expect(screen.queryByRole('button')).toBeNull();
    expect(items[1]?.textContent).toContain("Le serveur de messagerie l'a refusé.");
  });

  it('shows nothing for a lead its store does not hand over', async () => {
    const { client, container } = renderHandoffs(true, []);
    await vi.waitFor(() => expect(client.getQueryData(['/api/leads', 5, 'crm-handoffs'])).toEqual([]), slow);
    expect(container.textContent).toBe('');
  });
});
