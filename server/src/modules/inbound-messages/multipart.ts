import busboy from 'busboy';
import { decodeXmlBytes } from '../lead-sources/lead-sources.service';

/** Body size and field count of an inbound e-mail post; a larger one is refused rather than cut. */
const LIMITS = { fields: 50, fieldSize: 10 * 1024 * 1024 };
/** An XML attachment larger than this is no lead document (an ADF e-mail's is a few kilobytes): skipped. */
const XML_ATTACHMENT_MAX_BYTES = 1024 * 1024;
const XML_NAME = /\.(xml|adf)$/i;
const XML_TYPE = /^(text|application)\/(xml|x-adf\+xml)$/i;
/** The first bytes of an XML document, for an attachment whose name and type do not say (`lead.txt`, octet-stream). */
const XML_START = /^(\uFEFF)?\s*<(\?xml|\?adf|adf[\s>])/i;

/** An attachment that may be an ADF lead document: named or typed as XML, or starting as XML does. */
const isXmlAttachment = (filename: string | undefined, mimeType: string, bytes: Buffer) =>
  XML_NAME.test(filename ?? '') ||
  XML_TYPE.test(mimeType) ||
  XML_START.test(bytes.subarray(0, 200).toString('latin1'));

/**
 * The text fields of a multipart/form-data body (SendGrid Inbound Parse and Mailgun's forward post one), read by
 * busboy. Each field is decoded in the charset SendGrid names for it in its `charsets` field
 * (`{"text":"iso-8859-1","subject":"UTF-8"}`), else UTF-8: a Latin-1 e-mail's "¿Tienen el Tucson?" arrives as those
 * bytes, not as UTF-8. Of the file parts (attachments), only XML ones are kept, as text under their part's name
 * (`attachment1`, `attachment-1`): a lead provider's ADF document arrives so; photos and PDFs are skipped.
 */
export function parseMultipartFields(body: Buffer, contentType: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    // latin1 keeps every byte as one character, so each field can be decoded again in its own charset.
    const parser = busboy({ headers: { 'content-type': contentType }, defCharset: 'latin1', limits: LIMITS });
    const raw: Record<string, string> = {};
    const files: Record<string, string> = {};
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) reject(new Error(`multipart field ${name} is too large`));
      raw[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= XML_ATTACHMENT_MAX_BYTES) chunks.push(chunk);
      });
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        if (size <= XML_ATTACHMENT_MAX_BYTES && isXmlAttachment(info.filename, info.mimeType, bytes))
          files[name] = decodeXmlBytes(bytes, undefined);
      });
    });
    parser.on('fieldsLimit', () => reject(new Error('multipart body with too many fields')));
    parser.on('error', reject);
    parser.on('close', () => resolve({ ...files, ...decodeFields(raw) }));
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
