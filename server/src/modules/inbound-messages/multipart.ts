import busboy from 'busboy';

/** Body size and field count of an inbound e-mail post; a larger one is refused rather than cut. */
const LIMITS = { fields: 50, fieldSize: 10 * 1024 * 1024 };

/**
 * The text fields of a multipart/form-data body (SendGrid Inbound Parse posts one), read by busboy. File parts
 * (attachments) are skipped: the conversation keeps the text. Each field is decoded in the charset SendGrid names
 * for it in its `charsets` field (`{"text":"iso-8859-1","subject":"UTF-8"}`), else UTF-8: a Latin-1 e-mail's
 * "¿Tienen el Tucson?" arrives as those bytes, not as UTF-8.
 */
export function parseMultipartFields(body: Buffer, contentType: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    // latin1 keeps every byte as one character, so each field can be decoded again in its own charset.
    const parser = busboy({ headers: { 'content-type': contentType }, defCharset: 'latin1', limits: LIMITS });
    const raw: Record<string, string> = {};
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) reject(new Error(`multipart field ${name} is too large`));
      raw[name] = value;
    });
    parser.on('file', (_name, stream) => stream.resume());
    parser.on('fieldsLimit', () => reject(new Error('multipart body with too many fields')));
    parser.on('error', reject);
    parser.on('close', () => resolve(decodeFields(raw)));
    parser.end(body);
  });
}

function decodeFields(raw: Record<string, string>): Record<string, string> {
  const bytes = (value: string) => Buffer.from(value, 'latin1');
  const charsets = charsetsOf(raw.charsets === undefined ? undefined : decode(bytes(raw.charsets), 'utf-8'));
  return Object.fromEntries(
    Object.entries(raw).map(([name, value]) => [name, decode(bytes(value), charsets[name] ?? 'utf-8')]),
  );
}

/** SendGrid's `charsets` JSON; anything else (absent, not JSON) names none. */
function charsetsOf(json: string | undefined): Record<string, string> {
  try {
    const parsed: unknown = json === undefined ? {} : JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The bytes in a charset the WHATWG Encoding standard knows (windows-1252 for iso-8859-1, as mail clients mean it); UTF-8 otherwise. */
function decode(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
