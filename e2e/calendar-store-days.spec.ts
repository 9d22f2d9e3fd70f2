import { expect, test } from '@playwright/test';
import { fromStoreWallClock } from '../web/src/lib/wall-clock';
import { createLead, otherClient } from './helpers';
import { CHEVROLET_ZONE } from './store-clock';

// A manager in Eastern time looks at all stores in the hour each night when Central's date is still the day before
// Eastern's: each appointment sits on its own store's date, as the list says, and each date is Today for its stores.
test.use({ timezoneId: 'America/New_York' });

const HOUR = 3600_000;

test('under All stores, a Central 11:30 PM appointment is on its Central date, Today where the list says so', async ({
  page,
}) => {
  const api = await otherClient();
  // A Central date about ten days ahead, not a Saturday: it and the Eastern date after it are in one week.
  const ahead = new Date(Date.now() + 10 * 24 * HOUR);
  if (ahead.getUTCDay() === 6) ahead.setTime(ahead.getTime() + 24 * HOUR);
  const day = ahead.toISOString().slice(0, 10);
  const central = fromStoreWallClock(`${day}T23:30`, CHEVROLET_ZONE) as Date;
  const booked: number[] = [];
  const book = async (dealershipId: number, at: Date) => {
    const lead = await createLead(api, 'Night Owl', { vehicleInterest: 'Pickup', dealershipId });
    const res = await api.post('/api/appointments', {
      data: { leadId: lead.id, dealershipId, scheduledAt: at.toISOString(), type: 'test_drive' },
    });
    expect(res.status()).toBe(201);
    booked.push(((await res.json()) as { id: number }).id);
    return lead.name;
  };
  // Chevrolet (Central) at 11:30 PM CT, which is 12:30 AM the next day in Eastern; Hyundai (Eastern) at 12:15 AM.
  const cora = await book(1, central);
  const eli = await book(2, new Date(central.getTime() - 15 * 60_000));
  // The manager's clock: 11:20 PM in Central, 12:20 AM in Eastern.
  await page.clock.setFixedTime(new Date(central.getTime() - 10 * 60_000));

  await page.goto('/appointments');
  const selector = page.getByRole('combobox', { name: 'Active Dealership' });
  await selector.click();
  await page.getByRole('option', { name: 'All Dealerships' }).click();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('Night Owl');

  // The list: both are Today, each on its store's day, the Central one named CT for this Eastern viewer.
  const row = (name: string) => page.getByTestId('appointment-row').filter({ hasText: name });
  await expect(row(cora)).toContainText('Today');
  await expect(row(cora)).toContainText('11:30 PM CT');
  await expect(row(eli)).toContainText('Today');
  await expect(row(eli)).toContainText('12:15 AM');

  // The week: Cora on the Central date, which is Today for the Central store; Eli on the next, Today in Eastern.
  await page.getByRole('radio', { name: 'Week' }).click();
  await expect(page.getByTestId('calendar-day')).toHaveCount(7);
  const centralToday = page.getByRole('region', { name: 'Today (CT)', exact: true });
  const easternToday = page.getByRole('region', { name: 'Today (ET)', exact: true });
  await expect(centralToday.getByRole('button', { name: new RegExp(cora) })).toContainText('11:30 PM CT');
  await expect(centralToday.getByRole('button', { name: new RegExp(eli) })).toHaveCount(0);
  await expect(easternToday.getByRole('button', { name: new RegExp(eli) })).toContainText('12:15 AM');

  for (const id of booked)
    expect((await api.patch(`/api/appointments/${id}`, { data: { status: 'cancelled' } })).ok()).toBe(true);
  await api.dispose();
});
