/**
 * What real ADF emitters send that strict XML refuses, made readable before parsing: Latin-1 bytes and unquoted
 * attribute values. DOCTYPE and entity declarations are not relaxed here: the parser still refuses them.
 */

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decoderFor(label: string | undefined): TextDecoder | undefined {
  if (!label) return undefined;
  try {
    // The WHATWG decoder reads ISO-8859-1 as windows-1252, its superset: what those emitters really send.
    return new TextDecoder(label.trim().toLowerCase());
  } catch {
    return undefined;
  }
}

const charsetOf = (contentType: string | undefined) =>
  /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];

/** The XML declaration's `encoding`, read from the first bytes (ASCII in every encoding ADF senders use). */
const declaredEncoding = (bytes: Buffer) =>
  /^\s*(?:<\?adf[^>]*\?>\s*)?<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(
    bytes.subarray(0, 200).toString('latin1'),
  )?.[1];

/**
 * The document as text: the Content-Type charset, else the declared encoding, else UTF-8 when the bytes are
 * valid UTF-8, else Latin-1 (windows-1252), which every byte sequence is.
 */
export function decodeXmlBytes(bytes: Buffer, contentType: string | undefined): string {
  const named = decoderFor(charsetOf(contentType)) ?? decoderFor(declaredEncoding(bytes));
  if (named && named.encoding !== 'utf-8') return named.decode(bytes);
  try {
    return utf8.decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

// A CDATA section or comment (left as it is), or a start tag whose quoted values may hold any character but quotes.
const MARKUP = /<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<[A-Za-z][^<>"']*(?:(?:"[^"]*"|'[^']*')[^<>"']*)*>/g;
const QUOTED = /("[^"]*"|'[^']*')/;
// `name=value` with the value unquoted; it ends at a space, `>` or `/>`.
const UNQUOTED_VALUE = /(=\s*)([^\s"'<>=`]+?)(?=\s|\/?>|$)/g;

/** `<id sequence=1 source="x">` becomes `<id sequence="1" source="x">`; text and quoted values are untouched. */
export function quoteAttributeValues(xml: string): string {
  return xml.replace(MARKUP, (markup) => {
    if (markup.startsWith('<!')) return markup;
    return markup
      .split(QUOTED)
      .map((part, i) => (i % 2 === 1 ? part : part.replace(UNQUOTED_VALUE, '$1"$2"')))
      .join('');
  });
}
