import type { LeadActivity } from '@lead-manager/contracts/lead-activity';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { LeadTimeline } from './lead-timeline';

const slow = { timeout: 8_000 };

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

const at = '2026-11-20T15:00:00.000Z';
const base = { at, actorName: null };
/** What GET /api/leads/:id/activity answers: facts, newest first. */
const ACTIVITY: LeadActivity[] = [
  {
    ...base,
    id: 'details_changed-1',
    kind: 'details_changed',
    details: { fields: ['name', 'phone', 'email'] },
  },
  { ...base, id: 'opted_out-2', kind: 'opted_out', details: { channel: 'sms', method: 'keyword' } },
  {
    ...base,
    id: 'appointment-3',
    kind: 'appointment',
    details: {
      type: 'test_drive',
      status: 'scheduled',
      scheduledAt: '2026-11-21T15:00:00.000Z',
      timeZone: 'America/Chicago',
    },
  },
  {
    ...base,
    id: 'assigned-4',
    kind: 'assigned',
    details: { ownerId: 7, ownerName: 'Ana Ruiz', reason: 'rule' },
  },
  { ...base, id: 'status_changed-5', kind: 'status_changed', details: { from: 'new', to: 'contacted' } },
  {
    ...base,
    id: 'message-6',
    kind: 'message',
    actorName: 'Dana Reyes',
    details: { sender: 'agent', channel: 'email', content: 'Le envío el folleto.' },
  },
  {
    ...base,
    id: 'message-7',
    kind: 'message',
    details: { sender: 'ai', channel: 'sms', content: '¿Le funciona el sábado?' },
  },
  { ...base, id: 'merged-8', kind: 'merged', details: { source: 'website' } },
  { ...base, id: 'created-9', kind: 'created', details: { source: 'website' } },
];

async function timelineLines() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(ACTIVITY)),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LeadTimeline leadId={5} />
    </QueryClientProvider>,
  );
  const items = await screen.findAllByRole('listitem', {}, slow);
  return items.map((item) => within(item).getAllByRole('paragraph')[0]?.textContent);
}

describe('LeadTimeline', { timeout: 20_000 }, () => {
  it('reads in Spanish for a Spanish-speaking user, with the app’s own words for statuses, sources and fields', async () => {
    await applyLanguage('es');
    const lines = await timelineLines();
    expect(lines).toEqual([
      'Cambios: nombre, teléfono y correo electrónico',
      'Dejó de recibir mensajes de texto (respondió STOP)',
      expect.stringMatching(/^Cita: Prueba de manejo, .*21.* \(agendada\)$/),
      'Asignado a Ana Ruiz por la regla de asignación del concesionario',
      'Estado cambiado de nuevo a contactado',
      'Dana Reyes (Correo): Le envío el folleto.',
      'Asistente de IA (SMS): ¿Le funciona el sábado?',
      'Fusionado: la misma persona volvió a consultar desde Sitio web',
      'Prospecto creado desde Sitio web',
    ]);
  });

  it('says "email" in English as the rest of the app does, never "e-mail"', async () => {
    const lines = await timelineLines();
    expect(lines[0]).toBe('Changed name, phone, and email');
    expect(lines[1]).toBe('Opted out of texts (replied STOP)');
    expect(lines[5]).toBe('Dana Reyes (Email): Le envío el folleto.');
    expect(lines.join('\n')).not.toContain('e-mail');
  });
});
