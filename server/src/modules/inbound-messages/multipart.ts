/**
 * The text fields of a multipart/form-data body (SendGrid Inbound Parse posts one). File parts (attachments) are
 * skipped: the conversation keeps the text. Small and strict rather than a dependency for three fields.
 */
export function parseMultipartFields(body: Buffer, contentType: string): Record<string, string> {
  const boundary = contentType.match(/boundary=(?:"([^"]+)"|([^;]+))/i);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) throw new Error('multipart body without a boundary');
  const fields: Record<string, string> = {};
  const parts = body.toString('utf8').split(`--${marker.trim()}`);
  for (const part of parts) {
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) continue;
    const headers = part.slice(0, headerEnd);
    const disposition = headers.match(/content-disposition:[^\r\n]*/i)?.[0] ?? '';
    const name = disposition.match(/\bname="([^"]*)"/i)?.[1];
    if (!name || /\bfilename=/i.test(disposition)) continue;
    fields[name] = part.slice(headerEnd + 4).replace(/\r\n$/, '');
  }
  return fields;
}
