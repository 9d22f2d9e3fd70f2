import type { Lead } from '@lead-manager/contracts/leads';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../assistant/flow-test-kit';
import { createTestApp } from '../../test/test-app';
import { leads } from '../leads/leads.tables';

// A lead's vehicle of interest matched to a unit of the demo Hyundai feed, shown in the lead's details.
const app = await createTestApp({ env: { ADF_WEBHOOK_SECRET: 'adf-secret' } });
const HYUNDAI = 2;

const details = async (id: number, cookie: string) => {
  const res = await app.app.inject({ method: 'GET', url: `/api/leads/${id}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Lead;
};

const addLead = async (cookie: string, vehicleInterest: string) => {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/leads',
    headers: { cookie },
    payload: {
      name: 'Sam Rivera',
      email: `${Math.random().toString(36).slice(2)}@example.com`,
      source: 'website',
      dealershipId: HYUNDAI,
      vehicleInterest,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Lead;
};

describe('the lead’s matched vehicle', () => {
  it('is the unit the form’s year, make and model name, the trim it names first, with its price for staff', async () => {
    const admin = await app.adminCookie();
    const lead = await addLead(admin, '2025 Hyundai Tucson Limited');
    expect((await details(lead.id, admin)).matchedVehicle).toMatchObject({
      stockNumber: 'H2502',
      year: 2025,
      model: 'Tucson',
      trim: 'Limited',
      exteriorColor: 'Serenity White Pearl',
      price: 38990,
      status: 'in_stock',
    });
    expect((await details((await addLead(admin, 'Hyundai Tucson')).id, admin)).matchedVehicle).toBeNull();
  });

  it('is the unit an ADF lead’s VIN names, and says sold when the feed sold it', async () => {
    const xml = `<?xml version="1.0"?><adf><prospect status="new">
      <id sequence="1" source="cars.example">vin-match-1</id>
      <vehicle interest="buy" status="new"><year>2025</year><make>Hyundai</make><model>Tucson</model>
        <vin>KM8JBCDE5SU100009</vin></vehicle>
      <customer><contact><name part="full">Pat Lee</name><email>pat.vin@example.com</email></contact></customer>
      <vendor><vendorname>Lakeside Auto Group Hyundai</vendorname></vendor></prospect></adf>`;
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/webhooks/adf',
      headers: { 'content-type': 'application/xml', 'x-webhook-secret': 'adf-secret' },
      payload: xml,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    let id = 0;
    await eventually(async () => {
      const [row] = await app.database.db.select().from(leads).where(eq(leads.email, 'pat.vin@example.com'));
      id = row?.id ?? 0;
      expect(id).toBeGreaterThan(0);
    });
    const manager = await app.userCookie('manager', [HYUNDAI]);
    expect((await details(id, manager)).matchedVehicle).toMatchObject({
      vin: 'KM8JBCDE5SU100009',
      stockNumber: 'H2509',
      trim: 'N Line',
      status: 'sold',
    });
  });
});
