/**
 * Text PostgreSQL cannot store or a client should never have sent: NUL characters are removed (PostgreSQL refuses
 * them in text and jsonb) and lone surrogates (half of an emoji, cut) become U+FFFD. Applied to every
 * parsed body and query string before validation, so every text field of every route is covered at once.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const cleanString = (text: string) => text.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');

type Holder = Record<string | number, unknown>;

/** Sets an own property, `__proto__` included (a plain assignment of that key would replace the prototype). */
function setOwn(holder: Holder, key: string | number, value: unknown) {
  if (key === '__proto__')
    Object.defineProperty(holder, key, { value, enumerable: true, writable: true, configurable: true });
  else holder[key] = value;
}

/**
 * A cleaned copy of `value`. Walked with a stack of its own rather than by recursion, so no depth of nesting can
 * overflow the call stack; each copy is made with its keys in their order, then filled in.
 */
export function sanitizeText<T>(value: T): T {
  const root: Holder = {};
  const pending: [Holder, string | number, unknown][] = [[root, 'value', value]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [holder, key, node] = next;
    if (typeof node === 'string') setOwn(holder, key, cleanString(node));
    else if (node === null || typeof node !== 'object' || Buffer.isBuffer(node)) setOwn(holder, key, node);
    else {
      const entries: [string | number, unknown][] = Array.isArray(node)
        ? node.map((inner, index) => [index, inner])
        : Object.entries(node).map(([name, inner]) => [cleanString(name), inner]);
      const copy = (Array.isArray(node) ? new Array(node.length) : {}) as Holder;
      for (const [name, inner] of entries) setOwn(copy, name, inner);
      setOwn(holder, key, copy);
      // In reverse, so they are filled in order: of two keys that clean to one, the later value wins.
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [name, inner] = entries[i] as [string | number, unknown];
        pending.push([copy, name, inner]);
      }
    }
  }
  return root.value as T;
}
