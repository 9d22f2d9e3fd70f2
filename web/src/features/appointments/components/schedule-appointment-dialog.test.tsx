import { DEFAULT_BUSINESS_HOURS, type Dealership } from '@lead-manager/contracts/dealerships';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDisplayTimeZones } from '@/lib/format-time';
import { createQueryClient, QK } from '@/lib/query-client';
import { HYUNDAI, leadJson } from '@/test/api-fixtures';
import ScheduleAppointmentDialog from './schedule-appointment-dialog';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setDisplayTimeZones({});
});

/** The dialog opened on a lead of `store`, at `now`; the dealership list is the one the shell already loaded. */
function openAt(now: string, store: Dealership) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
  const client = createQueryClient();
  client.setQueryData([QK.dealerships], [store]);
  render(
    <QueryClientProvider client={client}>
      <ScheduleAppointmentDialog
        open
        onOpenChange={() => {}}
        initialLead={leadJson({ dealershipId: store.id })}
        dealershipFilter="all"
      />
    </QueryClientProvider>,
  );
  return screen.getByLabelText(/^Date & Time/) as HTMLInputElement;
}

describe('a new appointment’s time', () => {
  it('starts at the store’s next opening when the next hour is after closing, on the store’s clock', () => {
    // Wednesday 20:30 in Chicago: Hyundai closed at 20:00, so 9:00 Thursday there, not 9 pm.
    const when = openAt('2026-11-26T02:30:00Z', HYUNDAI);
    expect(when.value).toBe('2026-11-26T09:00');
  });

  it('starts at the next full hour while the store is open', () => {
    const when = openAt('2026-11-25T17:20:00Z', {
      ...HYUNDAI,
      businessHours: { ...DEFAULT_BUSINESS_HOURS, wednesday: { open: '08:00', close: '18:00' } },
    });
    expect(when.value).toBe('2026-11-25T12:00');
  });

  it('books the time typed on the store’s clock (Central) for a viewer in Eastern time', async () => {
    setDisplayTimeZones({ user: 'America/New_York' });
    const posted: { scheduledAt: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        posted.push(JSON.parse(String(init?.body)));
        return Response.json({}, { status: 201 });
      }),
    );
    const when = openAt('2026-11-25T17:20:00Z', HYUNDAI);
    expect(screen.getByText('In the store’s time (CT)')).toBeInTheDocument();
    fireEvent.change(when, { target: { value: '2026-11-28T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.scheduledAt).toBe('2026-11-28T16:00:00.000Z'); // 10:00 CST
  });
});
