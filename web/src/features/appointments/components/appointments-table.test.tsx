import type { Appointment } from '@lead-manager/contracts/appointments';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { applyLanguage } from '@/i18n/i18n';
import { createQueryClient, QK } from '@/lib/query-client';
import { HYUNDAI, leadJson } from '@/test/api-fixtures';
import { AppointmentsTable } from './appointments-table';

// Radix selects and toasts render slowly in jsdom on a busy machine: wait longer than the defaults.
const slow = { timeout: 8_000 };

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

const NOW = new Date('2026-11-24T16:30:00.000Z');
const DAY = 86_400_000;

let nextId = 1;
/** An appointment as GET /api/appointments returns it, `days` from now. */
function appointment(name: string, days: number, status = 'scheduled'): Appointment {
  const id = nextId++;
  return {
    id,
    leadId: 100 + id,
    dealershipId: HYUNDAI.id,
    scheduledAt: new Date(NOW.getTime() + days * DAY).toISOString(),
    timeZone: HYUNDAI.timezone,
    type: 'test_drive',
    status,
    notes: null,
    reminderSentAt: null,
    createdAt: '2026-11-20T14:30:00.000Z',
    lead: leadJson({ id: 100 + id, name }),
  };
}

/** Renders the table with the app's toasts; returns the PATCH bodies it sends (each answered as the API does). */
function renderTable(appointments: Appointment[]) {
  const patches: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Partial<Appointment>;
      patches.push({ url, body });
      const saved = appointments.find((a) => url === `${QK.appointments}/${a.id}`);
      return saved
        ? Response.json({ ...saved, ...body })
        : Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
  const client = createQueryClient();
  client.setQueryData([QK.dealerships], [HYUNDAI]);
  render(
    // The app's providers: the row actions' tooltips and the toasts.
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <AppointmentsTable appointments={appointments} loading={false} now={NOW} />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return patches;
}

/** The wide table (the narrow screens' list shows the same appointments again). */
const table = () => within(screen.getByRole('table'));
const rowOf = (name: string) => {
  const row = table().getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('AppointmentsTable', { timeout: 20_000 }, () => {
  it('keeps the server’s order, upcoming soonest first then past, and flags a past scheduled one Overdue', () => {
    renderTable([
      appointment('Tomorrow Tess', 1),
      appointment('Later Luis', 3, 'confirmed'),
      appointment('Missed Mia', -1),
      appointment('Done Dan', -2, 'completed'),
    ]);
    const names = table()
      .getAllByTestId('appointment-row')
      .map((row) => row.querySelector('td p')?.textContent);
    expect(names).toEqual(['Tomorrow Tess', 'Later Luis', 'Missed Mia', 'Done Dan']);
    expect(rowOf('Missed Mia').getByText('Overdue')).toBeInTheDocument();
    for (const name of ['Tomorrow Tess', 'Later Luis', 'Done Dan'])
      expect(rowOf(name).queryByText('Overdue')).toBeNull();
  });

  it('lists every status in the status menu, No Show included', async () => {
    const user = userEvent.setup();
    renderTable([appointment('Tomorrow Tess', 1)]);
    await user.click(rowOf('Tomorrow Tess').getByRole('combobox', { name: 'Status for Tomorrow Tess' }));
    const options = await screen.findAllByRole('option', undefined, slow);
    // In sentence case, as the person reads them (not lower case made Title Case by CSS).
    expect(options.map((o) => o.textContent)).toEqual([
      'Scheduled',
      'Confirmed',
      'Completed',
      'Cancelled',
      'No show',
    ]);
  });

  it('cancelling from the status menu saves at once and offers Undo, which puts the status back', async () => {
    const user = userEvent.setup();
    const tess = appointment('Tomorrow Tess', 1, 'confirmed');
    const patches = renderTable([tess]);
    await user.click(rowOf('Tomorrow Tess').getByRole('combobox', { name: 'Status for Tomorrow Tess' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }, slow));
    expect(await screen.findByText('Appointment cancelled', undefined, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Change undone', undefined, slow)).toBeInTheDocument();
    expect(patches).toEqual([
      { url: `/api/appointments/${tess.id}`, body: { status: 'cancelled' } },
      { url: `/api/appointments/${tess.id}`, body: { status: 'confirmed' } },
    ]);
  });

  it('the Cancel button offers the same Undo', async () => {
    const user = userEvent.setup();
    const tess = appointment('Tomorrow Tess', 1);
    const patches = renderTable([tess]);
    await user.click(
      rowOf('Tomorrow Tess').getByRole('button', { name: 'Cancel appointment with Tomorrow Tess' }),
    );
    expect(await screen.findByText('Appointment cancelled', undefined, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Change undone', undefined, slow)).toBeInTheDocument();
    expect(patches.map((p) => p.body)).toEqual([{ status: 'cancelled' }, { status: 'scheduled' }]);
  });

  it('the cancel and undo toasts name the status in the person’s language', async () => {
    await applyLanguage('es');
    const user = userEvent.setup();
    renderTable([appointment('Tomorrow Tess', 1)]);
    await user.click(
      rowOf('Tomorrow Tess').getByRole('button', { name: 'Cancelar la cita con Tomorrow Tess' }),
    );
    expect(await screen.findByText('Tomorrow Tess: Cancelada', undefined, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Tomorrow Tess: Agendada', undefined, slow)).toBeInTheDocument();
  });
});
