import { describe, expect, it } from 'vitest';
import { decodeXmlBytes, quoteAttributeValues } from './adf-lenient';

describe('quoteAttributeValues', () => {
  it.each([
    ['<id sequence=1 source="x">7</id>', '<id sequence="1" source="x">7</id>'],
    ['<phone type=cellphone time=day>1</phone>', '<phone type="cellphone" time="day">1</phone>'],
    ['<vehicle interest=buy/>', '<vehicle interest="buy"/>'],
    // Quoted values, text and CDATA are left exactly as they were.
    ['<a b="c=d e=f">g=h</a>', '<a b="c=d e=f">g=h</a>'],
    ['<c><![CDATA[<x y=1>]]></c>', '<c><![CDATA[<x y=1>]]></c>'],
  ])('%s', (input, expected) => {
    expect(quoteAttributeValues(input)).toBe(expected);
  });
});

describe('decodeXmlBytes', () => {
  const latin1 = (text: string) => Buffer.from(text, 'latin1');
  it('reads UTF-8, a declared Latin-1, a charset parameter, and undeclared bytes that are not UTF-8', () => {
    expect(decodeXmlBytes(Buffer.from('<n>Peña</n>', 'utf8'), 'application/xml')).toBe('<n>Peña</n>');
    const declared = '<?xml version="1.0" encoding="ISO-8859-1"?><n>Peña</n>';
    expect(decodeXmlBytes(latin1(declared), 'application/xml')).toBe(declared);
    expect(decodeXmlBytes(latin1('<n>Peña</n>'), 'text/xml; charset=iso-8859-1')).toBe('<n>Peña</n>');
    expect(decodeXmlBytes(latin1('<n>Peña</n>'), 'application/xml')).toBe('<n>Peña</n>');
  });
});
