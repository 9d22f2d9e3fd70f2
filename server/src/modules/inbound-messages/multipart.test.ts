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

  it('refuses a body without a boundary', async () => {
    await expect(parseMultipartFields(Buffer.from('garbage'), 'multipart/form-data')).rejects.toThrow();
  });
});
