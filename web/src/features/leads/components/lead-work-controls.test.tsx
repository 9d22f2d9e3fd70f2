import type { Lead } from '@lead-manager/contracts/leads';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { leadJson } from '@/test/api-fixtures';
import { LeadWorkControls } from './lead-work-controls';

const slow = { timeout: 8_000 };

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

const MEMBERS = [
  { id: 7, name: 'Sam Carter', available: true },
  { id: 8, name: 'Priya Shah', available: false },
];

/** The controls for a lead; the API answers the members list and each PATCH with the changed lead. */
function renderControls(lead: Lead) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/members')) return Response.json(MEMBERS);
      const patch = JSON.parse(String(init?.body)) as Partial<Lead>;
      const owner = MEMBERS.find((m) => m.id === patch.assignedUserId);
      return Response.json({ ...lead, ...patch, assignedUserName: owner?.name ?? lead.assignedUserName });
    }),
  );
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LeadWorkControls lead={lead} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return onSaved;
}

describe('LeadWorkControls', { timeout: 20_000 }, () => {
  it('offers the statuses and the people on the floor in the person’s language', async () => {
    await applyLanguage('es');
    const user = userEvent.setup();
    renderControls(leadJson({ status: 'new', assignedUserId: null, assignedUserName: null }));
    await user.click(await screen.findByRole('combobox', { name: 'Estado' }, slow));
    expect((await screen.findAllByRole('option', undefined, slow)).map((o) => o.textContent)).toEqual([
      'Nuevo',
      'Contactado',
      'Calificado',
      'Cita agendada',
      'Cerrado – vendido',
      'Cerrado – perdido: compró en otro lugar',
      'Cerrado – perdido: no le interesa',
      'Cerrado – perdido: no se le pudo contactar',
      'Cerrado – perdido: número equivocado',
      'Cerrado – perdido: duplicado',
      'Cerrado – perdido: otro motivo',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Responsable' }));
    // What a screen reader says of each option (each person's initials beside the name are decoration).
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    const [unassigned, sam, priya] = screen.getAllByRole('option');
    expect(unassigned).toHaveAccessibleName('Sin asignar');
    expect(sam).toHaveAccessibleName('Sam Carter · en piso');
    expect(priya).toHaveAccessibleName('Priya Shah');
  });

  it('closes a lead as lost for a reason in one click, and shows how it ended', async () => {
    const user = userEvent.setup();
    const onSaved = renderControls(leadJson({ status: 'qualified' }));
    await user.click(await screen.findByRole('combobox', { name: 'Status' }, slow));
    await user.click(await screen.findByRole('option', { name: 'Closed – lost: wrong number' }, slow));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const [, init] = vi.mocked(fetch).mock.calls.find(([, i]) => i?.method === 'PATCH') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      status: 'closed',
      outcome: 'lost',
      lostReason: 'wrong_number',
    });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Closed – lost: wrong number');
  });

  it('hands the saved lead back, so the rest of the dialog shows the new owner', async () => {
    const user = userEvent.setup();
    const onSaved = renderControls(leadJson({ assignedUserId: null, assignedUserName: null }));
    await user.click(await screen.findByRole('combobox', { name: 'Owner' }, slow));
    await user.click(await screen.findByRole('option', { name: 'Priya Shah' }, slow));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ assignedUserId: 8, assignedUserName: 'Priya Shah' });
  });
});
