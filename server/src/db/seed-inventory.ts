// The demo stores' stock: each one's inventory feed as a dealer would export it, taken twice like a real feed, so
// one vehicle of each lot is already sold by the newest feed (the assistant must never offer it).
import type { Brand } from '@lead-manager/contracts/dealerships';
import { ALL_DEALERSHIPS } from '../lib/scope';
import { readFeed } from '../modules/inventory/feed-reading';
import { replaceStock, saveFeedRun } from '../modules/inventory/inventory.repo';
import type { Db } from './client';
import { DEMO_DEALERSHIPS } from './seed-data';

const HEADER =
  'VIN,Stock #,Condition,Year,Make,Model,Trim,Exterior Color,Interior Color,Miles,Selling Price,MSRP,Features';

/** Each demo store's current feed; the vehicle in SOLD_BY_NEWEST_FEED was in the feed before it. */
const DEMO_FEEDS: Record<Brand, string> = {
  hyundai: `${HEADER}
KM8JBCDE5SU100001,H2501,New,2025,Hyundai,Tucson,SEL,Intense Blue,Black,9,31450,32100,"Apple CarPlay, Android Auto, heated front seats, blind-spot monitor"
KM8JBCDE5SU100002,H2502,New,2025,Hyundai,Tucson,Limited,Serenity White Pearl,Gray,5,38990,39700,"Wireless Apple CarPlay, panoramic sunroof, ventilated seats, Bose audio"
KM8KRDDF5SU100003,H2503,New,2025,Hyundai,Ioniq 5,SEL,Digital Teal,Black,12,46200,47100,"Wireless Apple CarPlay and Android Auto, heat pump, 303-mile range, Highway Driving Assist"
KM8R5DGE5SU100004,H2504,New,2025,Hyundai,Santa Fe,XRT,Earthy Brass Matte,Black,7,41800,42500,"All-wheel drive, third row, roof rails, 12.3-inch screen"
KMHLM4DG5PU100005,H2305,Used,2023,Hyundai,Elantra,SEL,Phantom Black,Black,18400,21900,,"Apple CarPlay, lane keeping assist"`,
  chevrolet: `${HEADER}
1GCUDDED5SZ100011,C2511,New,2025,Chevrolet,Silverado 1500,LT,Summit White,Jet Black,6,52300,54100,"Trailering package, 13.4-inch screen, Apple CarPlay"
3GNAXKEG5SL100012,C2512,New,2025,Chevrolet,Equinox,RS,Mosaic Black Metallic,Jet Black,4,34900,35600,"Wireless Apple CarPlay, heated seats, 11-inch screen"
1GNSKPKD5SR100013,C2513,New,2025,Chevrolet,Tahoe,Z71,Dark Ash Metallic,Jet Black,8,69800,71200,"4WD, Magnetic Ride Control, third row, Apple CarPlay"
KL77LJEP5SC100014,C2514,New,2025,Chevrolet,Trax,2RS,Cacti Green,Jet Black,3,24500,24900,"Wireless Apple CarPlay, 11-inch screen"`,
  ford: `${HEADER}
1FTFW1E85SF100021,F2521,New,2025,Ford,F-150,XLT,Agate Black,Black,10,51900,53400,"SYNC 4 with Apple CarPlay, Pro Power Onboard, trailer tow package"
1FMEE5DP5SL100022,F2522,New,2025,Ford,Bronco,Big Bend,Eruption Green,Black Onyx,6,44700,45300,"4x4, removable roof and doors, SYNC 4, Apple CarPlay"
1FMSK8KH5SG100023,F2523,New,2025,Ford,Explorer,ST-Line,Carbonized Gray,Ebony,9,45200,46100,"Apple CarPlay, third row, 13.2-inch screen"
3FTTW8J95SR100024,F2524,New,2025,Ford,Maverick,XLT,Avalanche,Black,5,30100,30800,"Hybrid, FLEXBED, Apple CarPlay"`,
};

/** The one vehicle each demo lot sold: listed by the feed before the newest, absent from it. */
const SOLD_BY_NEWEST_FEED: Record<Brand, string> = {
  hyundai:
    'KM8JBCDE5SU100009,H2509,New,2025,Hyundai,Tucson,N Line,Ultimate Red,Black,4,35200,35900,"Apple CarPlay, sport seats"',
  chevrolet:
    '1GNSKPKD5SR100019,C2519,New,2025,Chevrolet,Tahoe,High Country,Radiant Red,Jet Black,5,78900,80100,"Super Cruise"',
  ford: '1FA6P8CF5S5100029,F2529,New,2025,Ford,Mustang,GT,Race Red,Ebony,3,47800,48600,"Performance package"',
};

/** Takes each demo store's earlier feed (a day ago), then its newest one (now). */
export async function seedDemoInventory(tx: Db, now: Date) {
  const earlier = new Date(now.getTime() - 24 * 60 * 60_000);
  for (const store of DEMO_DEALERSHIPS) {
    for (const [csv, at] of [
      [`${DEMO_FEEDS[store.brand]}\n${SOLD_BY_NEWEST_FEED[store.brand]}`, earlier],
      [DEMO_FEEDS[store.brand], now],
    ] as const) {
      const { vehicles, errors } = await readFeed(csv);
      const counts = await replaceStock(tx, ALL_DEALERSHIPS, store.id, vehicles, at);
      const run = { at: at.toISOString(), source: 'upload' as const, ...counts, errors, failure: null };
      await saveFeedRun(tx, ALL_DEALERSHIPS, store.id, run);
    }
  }
}
