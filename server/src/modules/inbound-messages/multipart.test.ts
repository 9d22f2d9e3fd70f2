import { describe, expect, it } from 'vitest';
import { parseMultipartFields } from './multipart';

const BOUNDARY = 'xYzZY';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A SendGrid Inbound Parse body: each part's bytes as the mail had them, `charsets` naming their encodings. */
function body(parts: [name: string, value: Buffer | string, extraHeaders?: string][]): Buffer {
  return Buffer.concat([
    ...parts.flatMap(([name, value, extra = '']) => [
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n`),
      typeof value === 'string' ? Buffer.from(value) : value,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

describe('multipart fields of an inbound e-mail', () => {
  it('decodes each field in the charset SendGrid names for it', async () => {
    const fields = await parseMultipartFields(
      body([
        ['from', 'Lucía <lucia@mail.example>'],
        ['subject', Buffer.from('¿Tienen el Tucson?', 'latin1')],
        ['text', Buffer.from('Hola, ¿lo tienen en azul? Gracias — Lucía', 'utf8')],
        ['charsets', JSON.stringify({ from: 'UTF-8', subject: 'iso-8859-1', text: 'utf-8' })],
      ]),
      TYPE,
    );
    expect(fields).toMatchObject({
      from: 'Lucía <lucia@mail.example>',
      subject: '¿Tienen el Tucson?',
      text: 'Hola, ¿lo tienen en azul? Gracias — Lucía',
    });
  });

  it('reads a field without a named charset as UTF-8, and skips attachments', async () => {
    const fields = await parseMultipartFields(
      body([
        ['text', 'Je peux passer demain à 15h ?'],
        ['attachment1', 'not text at all', '; filename="car.jpg"\r\nContent-Type: image/jpeg'],
        ['charsets', 'not json'],
      ]),
      TYPE,
    );
    expect(fields.text).toBe('Je peux passer demain à 15h ?');
    expect(fields).not.toHaveProperty('attachment1');
  });

  it('keeps an XML attachment (by name, type or first bytes) as text under its part name, no other file', async () => {
    const adf = '<?xml version="1.0" encoding="ISO-8859-1"?><adf><prospect><id>1</id></prospect></adf>';
    const fields = await parseMultipartFields(
      body([
        ['text', 'Lead attached'],
        ['attachment1', Buffer.from(adf.replace('<id>', '<id>Ñ'), 'latin1'), '; filename="lead.xml"'],
        ['attachment-2', '<adf></adf>', '; filename="lead.dat"\r\nContent-Type: application/xml'],
        [
          'attachment3',
          '\r\n<?ADF VERSION "1.0"?><adf/>',
          '; filename="lead.txt"\r\nContent-Type: text/plain',
        ],
        ['attachment4', 'plain words', '; filename="notes.txt"\r\nContent-Type: text/plain'],
        [
          'attachment5',
          `<?xml version="1.0"?><adf>${'x'.repeat(1024 * 1024)}</adf>`,
          '; filename="huge.xml"',
        ],
      ]),
      TYPE,
    );
    // Decoded in the encoding its XML declaration names.
    expect(fields.attachment1).toContain('<id>Ñ1</id>');
    expect(fields['attachment-2']).toBe('<adf></adf>');
    expect(fields.attachment3).toContain('<adf/>');
    expect(fields).not.toHaveProperty('attachment4');
    expect(fields).not.toHaveProperty('attachment5');
  });

  it('refuses a body without a boundary', async () => {
    await expect(parseMultipartFields(Buffer.from('garbage'), 'multipart/form-data')).rejects.toThrow();
  });
});
