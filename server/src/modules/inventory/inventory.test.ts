import type { FeedRun, InventoryList } from '@lead-manager/contracts/inventory';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { dealerships } from '../dealerships/dealerships.tables';

// The store's stock from its CSV feed: uploaded as text/csv or a multipart file, read by header name.
const app = await createTestApp({ workers: false });
let admin: string;
let store: number;
let manager: string;
let salesperson: string;
let otherManager: string;

beforeAll(async () => {
  admin = await app.adminCookie();
  const [row] = await app.database.db
    .insert(dealerships)
    .values({ name: 'Lakeside Auto Group Feed Test', brand: 'feedtest' })
    .returning();
  store = row?.id ?? 0;
  manager = await app.userCookie('manager', [store]);
  salesperson = await app.userCookie('user', [store]);
  otherManager = await app.userCookie('manager', [1]);
});

const upload = (csv: string, cookie = manager, id = store) =>
  app.app.inject({
    method: 'POST',
    url: `/api/dealerships/${id}/inventory`,
    headers: { cookie, 'content-type': 'text/csv' },
    payload: csv,
  });

const list = async (query = '', cookie = manager) => {
  const res = await app.app.inject({
    method: 'GET',
    url: `/api/dealerships/${store}/inventory?${query}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InventoryList;
};

const stockNumbers = (l: InventoryList) => l.items.map((v) => v.stockNumber).sort();

// A dealer export: "Stock #", "Type", "Exterior Colour", "Miles", "SellingPrice", "Options".
const DEALER_EXPORT = [
  'VIN,Stock #,Type,Year,Make,Model,Trim,Exterior Colour,Interior Color,Miles,SellingPrice,MSRP,Options,VDP URL,PhotoURLs',
  'KM8JFCA15RU000001,H1001,New,2025,Hyundai,Tucson,SEL,Intense Blue,Black,12,"$31,995","$32,500",Apple CarPlay; Heated seats,https://dealer.example/h1001,https://img.example/1.jpg|https://img.example/2.jpg',
  'KM8JFCA15RU000002,H1002,New,2025,Hyundai,Tucson,Limited,Serenity White Pearl,Gray,8,36500,37100,Panoramic roof,,',
  'BADVIN,H1003,Used,2021,Hyundai,Elantra,SE,Red,,40000,18000,,,,',
  'KM8KRDAF5RU000004,,Used,2022,Hyundai,Ioniq 5,SEL,Digital Teal,Black,"21,000 mi",38000,,Wireless Apple CarPlay,,',
  ',,New,2025,Hyundai,Kona,SEL,Red,,,,,,,',
  'KM8JFCA15RU000006,H1006,New,two thousand,Hyundai,Santa Fe,,Black,,,,,,,',
  'KM8JFCA15RU000001,H1001,New,2025,Hyundai,Tucson,SEL,Intense Blue,Black,12,31995,,,,',
].join('\n');

describe('POST /api/dealerships/:id/inventory', () => {
  it('reads a dealer export by its header names and reports the bad rows by line', async () => {
    const res = await upload(DEALER_EXPORT);
    expect(res.statusCode, res.body).toBe(200);
    const run = res.json() as FeedRun;
    expect(run).toMatchObject({ source: 'upload', inStock: 3, sold: 0, returned: 0, failure: null });
    expect(run.errors).toEqual([
      { line: 4, message: 'VIN "BADVIN" is not 17 letters and digits' },
      { line: 6, message: 'no VIN and no stock number' },
      { line: 7, message: 'year "two thousand" is not a model year' },
      { line: 8, message: 'the same vehicle as line 2' },
    ]);
    const stock = await list();
    expect(stock.total).toBe(3);
    const blue = stock.items.find((v) => v.stockNumber === 'H1001');
    expect(blue).toMatchObject({
      vin: 'KM8JFCA15RU000001',
      condition: 'new',
      year: 2025,
      make: 'Hyundai',
      model: 'Tucson',
      trim: 'SEL',
      exteriorColor: 'Intense Blue',
      interiorColor: 'Black',
      mileage: 12,
      price: 31995,
      msrp: 32500,
      features: 'Apple CarPlay; Heated seats',
      url: 'https://dealer.example/h1001',
      photoUrl: 'https://img.example/1.jpg',
      status: 'in_stock',
    });
    expect(stock.items.find((v) => v.model === 'Ioniq 5')).toMatchObject({
      mileage: 21000,
      condition: 'used',
    });
    expect(stock.feed.lastRun).toMatchObject({ inStock: 3, failure: null });
  });

  it('reads a Meta vehicle catalogue feed (vehicle_id, state_of_vehicle, exterior_color, image[0].url)', async () => {
    const meta = [
      'vehicle_id,vin,title,make,model,year,mileage.value,mileage.unit,image[0].url,exterior_color,state_of_vehicle,price,url,description',
      'M-1,KM8JFCA15RU000001,2025 Hyundai Tucson SEL,Hyundai,Tucson,2025,12,MI,https://img.example/m1.jpg,Intense Blue,NEW,31995 USD,https://dealer.example/m1,CarPlay',
      'M-2,KM8JFCA15RU000009,2024 Hyundai Palisade,Hyundai,Palisade,2024,15000,MI,https://img.example/m2.jpg,Black,CPO,42000 USD,https://dealer.example/m2,Third row',
    ].join('\n');
    const res = await upload(meta);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ inStock: 2, sold: 2, returned: 0, errors: [] });
    const palisade = (await list('q=palisade')).items[0];
    expect(palisade).toMatchObject({
      stockNumber: 'M-2',
      condition: 'cpo',
      mileage: 15000,
      price: 42000,
      photoUrl: 'https://img.example/m2.jpg',
      exteriorColor: 'Black',
    });
  });

  it('marks the vehicles a newer feed leaves out as sold, and brings back a VIN listed again', async () => {
    const sold = await list('status=sold');
    expect(sold.items.map((v) => v.vin).sort()).toEqual(['KM8JFCA15RU000002', 'KM8KRDAF5RU000004']);
    expect(sold.items.every((v) => v.soldAt !== null)).toBe(true);
    const google = [
      'id,vin,brand,model,year,trim,color,condition,mileage,price,link,image_link',
      'G-2,KM8JFCA15RU000002,Hyundai,Tucson,2025,Limited,Serenity White Pearl,new,8,36500,https://dealer.example/g2,https://img.example/g2.jpg',
    ].join('\n');
    const res = await upload(google);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ inStock: 1, sold: 2, returned: 1 });
    const inStock = await list();
    expect(inStock.items).toHaveLength(1);
    expect(inStock.items[0]).toMatchObject({
      vin: 'KM8JFCA15RU000002',
      stockNumber: 'G-2',
      status: 'in_stock',
      soldAt: null,
    });
  });

  it('refuses a feed without a VIN or stock number column with a 400 naming it, and keeps the stock', async () => {
    const res = await upload('Year,Make,Model,Color\n2025,Hyundai,Tucson,Blue\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The feed has no VIN or stock number column (VIN, Stock #, vehicle_id)');
    expect(res.json().errors[0].path).toBe('csv');
    expect((await list()).total).toBe(1);
    expect((await list()).feed.lastRun?.failure).toMatch(/no VIN or stock number column/);
  });

  it('refuses a feed with no readable vehicle, naming its lines, rather than selling the whole lot', async () => {
    const res = await upload('VIN,Model\nNOTAVIN,Tucson\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: 'line 2',
      message: 'VIN "NOTAVIN" is not 17 letters and digits',
    });
    expect((await list()).total).toBe(1);
  });

  it('takes a multipart file upload from the app (its own Origin)', async () => {
    const boundary = 'feedboundary';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="feed"; filename="inventory.csv"',
      'Content-Type: text/csv',
      '',
      'Stock,Model,Color,Condition\nF-1,Tucson,Blue,New\nF-2,Kona,Red,Used',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const post = (origin?: string) =>
      app.app.inject({
        method: 'POST',
        url: `/api/dealerships/${store}/inventory`,
        headers: {
          cookie: manager,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          host: 'localhost',
          ...(origin ? { origin } : {}),
        },
        payload,
      });
    expect((await post()).statusCode).toBe(415);
    const res = await post('http://localhost');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ inStock: 2 });
    expect(stockNumbers(await list('condition=used'))).toEqual(['F-2']);
    expect(stockNumbers(await list('color=blu'))).toEqual(['F-1']);
  });

  it('lets managers and admins of the store upload; a salesperson gets 403, another store’s manager 404', async () => {
    const csv = 'Stock,Model\nA-1,Tucson\n';
    expect((await upload(csv, salesperson)).statusCode).toBe(403);
    expect((await upload(csv, otherManager)).statusCode).toBe(404);
    expect((await upload(csv, admin)).statusCode).toBe(200);
    expect((await list('', salesperson)).total).toBe(1);
  });
});
