import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-errors';
import { mapAdfProspect, parseAdfDocument } from './adf';

const STANDARD = `<?xml version="1.0" encoding="UTF-8"?>
<?ADF VERSION "1.0"?>
<adf>
  <prospect status="new">
    <id sequence="1" source="cars.com">CC-1001</id>
    <requestdate>2025-03-01T10:15:00-05:00</requestdate>
    <vehicle interest="buy" status="new">
      <year>2025</year><make>Hyundai</make><model>Tucson</model><trim>SEL</trim>
      <stock>H1234</stock><price type="quote" currency="USD">31500</price>
    </vehicle>
    <vehicle interest="trade-in" status="used">
      <year>2016</year><make>Honda</make><model>Civic</model>
    </vehicle>
    <customer>
      <contact primarycontact="1">
        <name part="first">Maria</name>
        <name part="last">O&apos;Brien &amp; Sons</name>
        <email>Maria.OBrien@Example.com</email>
        <phone type="fax">5125550999</phone>
        <phone type="voice" time="day">(512) 555-0142</phone>
        <phone type="cellphone">512-555-0143</phone>
        <address><street line="1">1 Main St</street><city>Austin</city><regioncode>TX</regioncode></address>
      </contact>
      <comments>Is it available this weekend?</comments>
    </customer>
    <vendor><vendorname>Lakeside Auto Group Hyundai</vendorname><contact><name part="full">Sales</name></contact></vendor>
    <provider><name part="full">Cars.com</name><service>New car leads</service></provider>
  </prospect>
</adf>`;

describe('parseAdfDocument', () => {
  it('reads a standard document', () => {
    const [prospect, ...rest] = parseAdfDocument(STANDARD);
    expect(rest).toHaveLength(0);
    expect(prospect?.key).toBe('cars.com:CC-1001');
    const lead = mapAdfProspect(prospect?.node ?? {}, false);
    expect(lead).toMatchObject({
      source: 'adf',
      name: "Maria O'Brien & Sons",
      email: 'Maria.OBrien@Example.com',
      phone: '512-555-0143',
      vehicleInterest: '2025 Hyundai Tucson SEL',
      routing: { dealershipText: 'Lakeside Auto Group Hyundai' },
    });
    expect(lead.notes).toEqual(
      expect.arrayContaining([
        'Trade-in: 2016 Honda Civic',
        'Vehicle stock: H1234',
        'Vehicle price: 31500',
        'Comments: Is it available this weekend?',
        'Lead provider: Cars.com',
      ]),
    );
  });

  it('tolerates real-world variants', () => {
    const variant = `<?adf version="1.0"?><?xml version="1.0"?>
      <ADF><PROSPECT>
        <requestdate/>
        <vehicle><year></year><make>Ford</make><model>Bronco Sport</model><color>Red</color></vehicle>
        <customer><contact>
          <name part="full">  Sam Smith </name>
          <phone type="home">5125550177</phone>
          <email></email>
          <address><region>Texas</region><postalcode>78701</postalcode></address>
        </contact></customer>
        <vendor><contact><name part="full">Lakeside Ford</name></contact></vendor>
        <extra><anything>ignored</anything></extra>
      </PROSPECT>
      <prospect status="resend"><id>77</id>
        <customer><contact><name part="first">Ann</name><phone type="mobile">+1 512 555 0178</phone>
        <phone type="work">5125550179</phone></contact></customer>
      </prospect></ADF>`;
    const prospects = parseAdfDocument(variant);
    expect(prospects).toHaveLength(2);
    const [first, second] = prospects.map((p) => mapAdfProspect(p.node, false));
    expect(first).toMatchObject({
      name: 'Sam Smith',
      phone: '5125550177',
      email: undefined,
      vehicleInterest: 'Ford Bronco Sport',
      routing: { dealershipText: 'Lakeside Ford' },
    });
    expect(prospects[0]?.key).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(prospects[1]?.key).toBe('adf:77');
    expect(second).toMatchObject({
      name: 'Ann',
      phone: '+1 512 555 0178',
      routing: { dealershipText: undefined },
    });
  });

  it('gives a prospect without an id the same key every time', () => {
    const doc =
      '<adf><prospect><customer><contact><email>a@b.co</email></contact></customer></prospect></adf>';
    expect(parseAdfDocument(doc)[0]?.key).toBe(parseAdfDocument(doc)[0]?.key);
  });

  it.each([
    [
      'a DOCTYPE',
      '<?xml version="1.0"?><!DOCTYPE adf [<!ENTITY x SYSTEM "file:///etc/passwd">]><adf>&x;</adf>',
    ],
    ['an entity', '<adf><!ENTITY lol "lol"><prospect/></adf>'],
    ['a lower-case doctype', '<!doctype adf SYSTEM "http://evil.example/adf.dtd"><adf><prospect/></adf>'],
    ['broken XML', '<adf><prospect></adf>'],
    ['no prospect', '<adf></adf>'],
    ['nothing', '   '],
    [
      'a reference to no character',
      '<adf><prospect><id source="x">1</id><comments>a&#99999999;b</comments></prospect></adf>',
    ],
  ])('refuses %s with a 400', (_label, xml) => {
    expect(() => parseAdfDocument(xml)).toThrow(HttpError);
    try {
      parseAdfDocument(xml);
    } catch (err) {
      expect((err as HttpError).statusCode).toBe(400);
    }
  });

  it('decodes the predefined, numeric and HTML entities through the XML library', () => {
    const [prospect] = parseAdfDocument(
      '<adf><prospect><id source="ent">E1</id><customer><contact><name part="full">A &amp; B &#65;&#x42;&nbsp;C</name></contact></customer></prospect></adf>',
    );
    expect(JSON.stringify(prospect?.node)).toContain('A & B AB\u00a0C');
  });
});
