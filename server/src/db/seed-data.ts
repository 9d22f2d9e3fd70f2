// The demo data's fixed content: three dealerships, their leads and appointments. Times are relative to the seed's
// `now`; seed.ts turns these rows into records. Names, phones (555-01xx) and addresses are fictional.
import { SENDERS, type Sender } from '@lead-manager/contracts/conversations';
import type { Brand } from '@lead-manager/contracts/dealerships';
import type { LostReason } from '@lead-manager/contracts/leads';
import { DateTime } from 'luxon';

export interface DemoDealership {
  id: number;
  brand: Brand;
  suffix: string;
  phone: string;
  address: string;
  timezone: string;
  /** Area codes of the local customers. */
  areaCodes: readonly string[];
}

export const DEMO_DEALERSHIPS: readonly DemoDealership[] = [
  {
    id: 1,
    brand: 'chevrolet',
    suffix: 'Chevrolet',
    phone: '+15125550101',
    address: '4100 Lake Austin Blvd, Austin, TX 78703',
    timezone: 'America/Chicago',
    areaCodes: ['512', '737'],
  },
  {
    id: 2,
    brand: 'hyundai',
    suffix: 'Hyundai',
    phone: '+18635550102',
    address: '2250 Lake Miriam Dr, Lakeland, FL 33813',
    timezone: 'America/New_York',
    areaCodes: ['863', '813'],
  },
  {
    id: 3,
    brand: 'ford',
    suffix: 'Ford',
    phone: '+12165550103',
    address: '14500 Detroit Ave, Lakewood, OH 44107',
    timezone: 'America/New_York',
    areaCodes: ['216', '440'],
  },
];

export const DEMO_EMAIL_DOMAIN = 'lakeside-auto.example';

/** key | brand | name | source | status | vehicle | days ago (0 = today) */
export const DEMO_LEADS_TABLE = `
c1  | chevrolet | Michael Thompson  | facebook  | closed                | 2025 Chevrolet Silverado 1500 LT         | 27
c2  | chevrolet | Jessica Martinez  | instagram | appointment_scheduled | 2025 Chevrolet Equinox RS                | 3
c3  | chevrolet | David Wilson      | google    | appointment_scheduled | 2025 Chevrolet Tahoe Z71                 | 6
c4  | chevrolet | Ashley Robinson   | tiktok    | new                   | 2025 Chevrolet Trax 2RS                  | 0
c5  | chevrolet | Christopher Lee   | youtube   | contacted             | 2025 Chevrolet Corvette Stingray 2LT     | 8
c6  | chevrolet | Amanda Clark      | website   | qualified             | 2025 Chevrolet Traverse LT               | 11
c7  | chevrolet | Joshua Walker     | facebook  | new                   | 2025 Chevrolet Colorado Trail Boss       | 1
c8  | chevrolet | Brittany Hall     | instagram | contacted             | 2025 Chevrolet Blazer EV RS              | 5
c9  | chevrolet | Matthew Allen     | google    | closed                | 2025 Chevrolet Silverado 2500HD LTZ      | 22
c10 | chevrolet | Stephanie Young   | website   | qualified             | 2025 Chevrolet Malibu LT                 | 16
c11 | chevrolet | Daniel Hernandez  | tiktok    | contacted             | 2025 Chevrolet Trax LT                   | 13
c12 | chevrolet | Lauren King       | youtube   | closed                | 2025 Chevrolet Tahoe Premier             | 29
c13 | chevrolet | Ryan Wright       | facebook  | new                   | 2025 Chevrolet Silverado 1500 Trail Boss | 0
c14 | chevrolet | Megan Lopez       | google    | qualified             | 2025 Chevrolet Blazer EV LT              | 9
c15 | chevrolet | Kayla Brooks      | facebook  | closed                | 2025 Chevrolet Equinox LT                | 19
h1  | hyundai   | Jennifer Nguyen   | google    | closed                | 2025 Hyundai Palisade Calligraphy        | 25
h2  | hyundai   | Kevin Patel       | facebook  | appointment_scheduled | 2025 Hyundai Tucson Hybrid SEL           | 10
h3  | hyundai   | Emily Chen        | instagram | appointment_scheduled | 2025 Hyundai Ioniq 5 SEL                 | 4
h4  | hyundai   | Brandon Scott     | tiktok    | new                   | 2025 Hyundai Kona N Line                 | 0
h5  | hyundai   | Samantha Rivera   | website   | contacted             | 2025 Hyundai Santa Fe XRT                | 7
h6  | hyundai   | Tyler Adams       | youtube   | qualified             | 2025 Hyundai Ioniq 6 Limited             | 12
h7  | hyundai   | Nicole Baker      | facebook  | new                   | 2025 Hyundai Elantra SEL                 | 2
h8  | hyundai   | Jonathan Gonzalez | google    | contacted             | 2025 Hyundai Santa Cruz XRT              | 6
h9  | hyundai   | Rachel Campbell   | instagram | qualified             | 2025 Hyundai Tucson Limited              | 15
h10 | hyundai   | Andrew Mitchell   | website   | closed                | 2025 Hyundai Sonata SEL                  | 20
h11 | hyundai   | Olivia Perez      | tiktok    | contacted             | 2025 Hyundai Kona Limited                | 9
h12 | hyundai   | Justin Roberts    | youtube   | new                   | 2025 Hyundai Palisade XRT                | 1
h13 | hyundai   | Hannah Turner     | google    | qualified             | 2025 Hyundai Elantra Hybrid Blue         | 18
h14 | hyundai   | Gregory Flores    | website   | closed                | 2025 Hyundai Tucson SEL                  | 14
f1  | ford      | James Anderson    | facebook  | closed                | 2025 Ford F-150 Lariat                   | 26
f2  | ford      | Sarah Johnson     | google    | appointment_scheduled | 2025 Ford Bronco Badlands                | 9
f3  | ford      | Robert Davis      | youtube   | appointment_scheduled | 2025 Ford F-150 Lightning XLT            | 5
f4  | ford      | Elizabeth Miller  | website   | appointment_scheduled | 2025 Ford Explorer ST                    | 7
f5  | ford      | William Brown     | tiktok    | new                   | 2025 Ford Maverick XLT Hybrid            | 0
f6  | ford      | Maria Garcia      | instagram | contacted             | 2025 Ford Bronco Sport Big Bend          | 4
f7  | ford      | Thomas Moore      | facebook  | qualified             | 2025 Ford Expedition Platinum            | 14
f8  | ford      | Patricia Taylor   | google    | contacted             | 2025 Ford Escape ST-Line                 | 10
f9  | ford      | Charles Jackson   | youtube   | new                   | 2025 Ford Mustang GT Premium             | 2
f10 | ford      | Linda White       | website   | qualified             | 2025 Ford Mustang Mach-E Premium         | 17
f11 | ford      | Anthony Harris    | tiktok    | closed                | 2025 Ford Ranger Lariat                  | 23
f12 | ford      | Karen Martin      | facebook  | contacted             | 2025 Ford Explorer Active                | 12
f13 | ford      | Steven Lewis      | instagram | new                   | 2025 Ford F-150 XLT                      | 1
`;

export const DEMO_LEAD_NOTES: Readonly<Record<string, string>> = {
  c1: 'Traded in a 2016 Silverado 1500. Bought after a test drive.',
  c3: 'Family of six, needs a real third row. Comparing Tahoe and Traverse.',
  c5: 'Asked whether to buy from stock or order one built.',
  c6: 'Pre-approved through her credit union.',
  c8: 'Has a home charger; asked about winter range.',
  c9: 'Sold. Waiting on the dealer-installed fifth-wheel prep package before delivery.',
  c11: "Left a voicemail; shopping for his daughter's first car.",
  c12: 'Purchased. Loved Super Cruise on the test drive.',
  c13: 'Fleet buyer: asked about three trucks for his landscaping company.',
  h1: 'Financed through Hyundai Motor Finance.',
  h2: 'Missed the first test drive; rebooked.',
  h6: 'Commutes 60 miles a day, mostly highway.',
  h10: 'Purchased. First complimentary maintenance booked.',
  h11: 'Prefers texts after 6 pm.',
  h14: 'Called three times and texted; no answer.',
  f4: 'Test drove last week; financing appointment booked.',
  f6: 'Asked for a person to call, not texts. After 3 pm.',
  f7: 'Wants an Expedition and an Escape for the family; ready to buy this month.',
  f11: 'Purchased. Interested in a bed cover accessory.',
  f12: 'Left a voicemail.',
};

export const DEMO_PRIORITY_LEADS: readonly string[] = ['c13', 'f7'];

/**
 * The closed leads that did not buy, and who ended them: the customer's own words (their last message) or a
 * salesperson giving up. Every other closed lead was sold.
 */
export const DEMO_LOST_LEADS: Readonly<Record<string, { reason: LostReason; by: 'customer' | 'staff' }>> = {
  c15: { reason: 'bought_elsewhere', by: 'customer' },
  h14: { reason: 'unreachable', by: 'staff' },
};

/**
 * The Chevrolet store's sign-up sheet from a weekend truck show, imported yesterday afternoon (CSV import, which
 * greets nobody: these people did not just ask to hear from us). Nobody has called them yet.
 */
export const DEMO_IMPORT = {
  dealershipId: 1,
  /** Local day offset and hour at the store. */
  day: -1,
  hour: 16,
  csv: `Name,Phone,Email,Vehicle,Source,Notes
Brian Foster,(512) 555-0183,brian.foster@example.com,2025 Chevrolet Silverado 1500 LT,other,Truck show sign-up sheet: wants a crew cab.
Alicia Ramos,(737) 555-0184,aramos@example.net,2025 Chevrolet Colorado Z71,other,Truck show sign-up sheet: call after 5 pm.`,
  mapping: {
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    vehicleInterest: 'Vehicle',
    source: 'Source',
    notes: 'Notes',
  },
} as const;

/**
 * lead | type | status | when | booked | notes. `when` is `D HH:MM` (day offset, dealership local time) or `today+Nh`
 * (N hours ahead, kept before local midnight). `booked` is `@N`, booked just before the lead's Nth message (counted
 * over all its conversations) by whoever writes it, or `staff` for a booking made on the phone.
 */
export const DEMO_APPOINTMENTS_TABLE = `
c1  | test_drive    | completed | -24 11:00 | staff | Drove the Silverado 1500 LT and Trail Boss back to back; chose the LT. Trade-in: 2016 Silverado.
h1  | financing     | completed | -22 14:00 | @5    | Hyundai Motor Finance. Bring license, proof of insurance and a recent pay stub.
f1  | delivery      | completed | -20 16:00 | @1    | Delivered the F-150 Lariat with spray-in bed liner; walked through SYNC and Pro Power Onboard.
h2  | test_drive    | no_show   | -5 17:30  | @3    | Customer did not arrive; Priya rebooked by text.
f2  | sales_meeting | cancelled | -3 12:00  | @3    | Cancelled by the customer; rescheduled.
c2  | test_drive    | scheduled | today+1h  | @5    | Equinox RS, Radiant Red if we have one in stock.
f3  | demo_drive    | confirmed | today+2h  | @5    | F-150 Lightning: show Pro Power Onboard with his job-site tools.
h3  | consultation  | scheduled | today+3h  | @5    | EV consultation: home charging; appraise her 2017 Civic.
c3  | test_drive    | confirmed | 1 10:00   | @5    | Tahoe Z71 and Traverse LT side by side; bring car seats. Appraise the 2018 Odyssey.
f4  | financing     | scheduled | 2 15:00   | staff | Explorer ST. Customer brings proof of income and insurance.
c9  | delivery      | scheduled | 3 13:00   | @6    | Silverado 2500HD LTZ with fifth-wheel prep; walk through the trailering features.
h2  | test_drive    | scheduled | 4 17:30   | @6    | Rebooked test drive of the Tucson Hybrid SEL.
f2  | sales_meeting | confirmed | 5 11:00   | @5    | Two-door and four-door Bronco Badlands side by side.
h10 | service       | scheduled | 21 09:00  | staff | First complimentary maintenance visit for the Sonata SEL.
`;

// Reading the tables and scripts above, and placing times in a dealership's time zone.

type Channel = 'sms' | 'email';
export interface Script {
  lead: string;
  channel: Channel;
  subject: string | null;
  isActive: boolean;
  aiPaused: boolean;
  messages: { sender: Sender; gap: number; content: string }[];
}

export function tableRows(table: string): string[][] {
  return table
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()));
}

export function oneOf<T extends string>(allowed: readonly T[], value: string | undefined, what: string): T {
  if (!allowed.includes(value as T)) throw new Error(`demo data: unknown ${what} '${value}'`);
  return value as T;
}

export function parseScripts(text: string): Script[] {
  const scripts: Script[] = [];
  for (const line of text.split('\n')) {
    const header = /^# (\w+) (sms|email)([a-z ]*?)(?: \| (.+))?$/.exec(line);
    const start = /^(\w+) \+(\d+): (.*)$/.exec(line);
    const current = scripts.at(-1);
    if (header) {
      const [, lead = '', channel, flags = '', subject] = header;
      scripts.push({
        lead,
        channel: channel as Channel,
        subject: subject ?? null,
        isActive: !flags.includes('inactive'),
        aiPaused: flags.includes('paused'),
        messages: [],
      });
    } else if (start && current) {
      const [, sender, gap, content = ''] = start;
      current.messages.push({ sender: oneOf(SENDERS, sender, 'sender'), gap: Number(gap), content });
    } else {
      const message = current?.messages.at(-1);
      if (message) message.content += `\n${line}`;
    }
  }
  for (const script of scripts) for (const m of script.messages) m.content = m.content.trim();
  return scripts;
}

/** mulberry32: a tiny seeded PRNG, so the demo data is the same on every run. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The instant the clocks in `timeZone` show `hour:minute` on the local day `dayOffset` days after `now`'s. */
export function localTime(now: Date, timeZone: string, dayOffset: number, hour = 0, minute = 0): Date {
  return DateTime.fromJSDate(now, { zone: timeZone })
    .startOf('day')
    .plus({ days: dayOffset })
    .set({ hour, minute })
    .toJSDate();
}
