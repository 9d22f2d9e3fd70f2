import type { Lead } from '@lead-manager/contracts/leads';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { leadJson } from '@/test/api-fixtures';
import { LeadEditForm } from './lead-edit-form';

// The form's texts load with the screens' catalogue a moment after the first render: wait for them.
const slow = { timeout: 8_000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders the form for a lead; returns the PATCH bodies it sends (each answered as the API does) and onSaved. */
function renderForm(lead: Lead) {
  const patches: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const patch = JSON.parse(String(init?.body)) as Partial<Lead>;
      patches.push({ url, method: init?.method, patch });
      return Response.json({ ...lead, ...patch });
    }),
  );
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LeadEditForm lead={lead} onSaved={onSaved} onCancel={() => {}} />
    </QueryClientProvider>,
  );
  return { patches, onSaved };
}

describe('LeadEditForm', { timeout: 20_000 }, () => {
  it('refuses an invalid e-mail with a plain message next to the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { patches } = renderForm(leadJson());
    const email = await screen.findByRole('textbox', { name: 'Email' }, slow);
    await user.clear(email);
    await user.type(email, 'ana@example');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email must be a valid email address');
    expect(patches).toEqual([]);
  });

  it('shows the phone written as everywhere else in the app, and sends a corrected one as typed', async () => {
    const user = userEvent.setup();
    const lead = leadJson({ phone: '+18135550137' });
    const { patches, onSaved } = renderForm(lead);
    const phone = await screen.findByRole('textbox', { name: 'Phone' }, slow);
    expect(phone).toHaveValue('(813) 555-0137');
    await user.clear(phone);
    await user.type(phone, '(813) 555-0199');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce(), slow);
    expect(patches).toEqual([
      { url: `/api/leads/${lead.id}`, method: 'PATCH', patch: { phone: '(813) 555-0199' } },
    ]);
  });

  it('sends only the fields the person changed, an emptied box as null', async () => {
    const user = userEvent.setup();
    const lead = leadJson({ vehicleInterest: 'Tucson', phone: '+15125550101' });
    const { patches, onSaved } = renderForm(lead);
    const vehicle = await screen.findByRole('textbox', { name: 'Vehicle of interest' }, slow);
    await user.clear(vehicle);
    await user.type(vehicle, 'Santa Fe');
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce(), slow);
    expect(patches).toEqual([
      { url: `/api/leads/${lead.id}`, method: 'PATCH', patch: { phone: null, vehicleInterest: 'Santa Fe' } },
    ]);
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ vehicleInterest: 'Santa Fe', phone: null });
  });
});
