// What the assistant may never send, whichever engine wrote it, since only a person may commit the store:
// no price, payment, discount, rate or trade-in figure, nor agreement to one. Checked sentence by sentence.

const MONEY =
  /\$\s?\d|\b\d[\d,.]*\s?(?:k\b|grand\b|dollars?\b|bucks\b|usd\b)|\b\d+(?:\.\d+)?\s?%|\bper cent\b|\bpercent\b/i;
const PRICE_WORDS =
  /\b(?:price|pricing|msrp|discount|rebate|incentive|payment|payments|apr|rate|financing offer|trade[- ]in value|offer|deal|off)\b/i;
const COMMITMENT =
  /\b(?:we can do|we could do|i can do|i could do|we can offer|i can offer|we'?ll give|i'?ll give|we can match|we'?ll match|we can beat|knock(?:ed)? off|take (?:\w+ )?off|you(?:'ll| will) pay|your payment (?:would|will) be|is worth|would be worth|that'?s a deal|it'?s a deal|you have a deal|agreed|sounds like a deal|we accept your offer|we can meet you at)\b/i;
const NEGATION = /\b(?:can'?t|cannot|can not|won'?t|not able|unable|don'?t|do not|never|no)\b/i;

/** A sentence that states a figure or commits to a deal. */
export function isUnsafeSentence(sentence: string): boolean {
  if (MONEY.test(sentence)) return true;
  return COMMITMENT.test(sentence) && PRICE_WORDS.test(sentence) && !NEGATION.test(sentence);
}

export const splitSentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

export interface GuardedText {
  text: string;
  /** True when something was removed. */
  changed: boolean;
}

/** Drops every unsafe sentence; `fallback` replaces a text with nothing safe left. */
export function applyGuardrails(text: string, fallback: string): GuardedText {
  const sentences = splitSentences(text);
  const safe = sentences.filter((s) => !isUnsafeSentence(s));
  if (safe.length === sentences.length) return { text: text.trim(), changed: false };
  return { text: safe.length ? safe.join(' ') : fallback, changed: true };
}

/**
 * Cuts to `limit` characters at sentence ends, keeping the first sentence and a closing question (the call to
 * action) before the ones between; a single sentence too long is cut at a word end.
 */
export function fitToLength(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const sentences = splitSentences(text);
  const [first, ...rest] = sentences;
  if (!first || first.length > limit) {
    const cut = text.slice(0, limit - 3);
    return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trimEnd()}...`;
  }
  const last = rest.at(-1);
  const closing = last?.endsWith('?') && first.length + 1 + last.length <= limit ? last : undefined;
  const middle = closing ? rest.slice(0, -1) : rest;
  const kept = [first];
  let length = first.length + (closing ? closing.length + 1 : 0);
  for (const sentence of middle) {
    if (length + 1 + sentence.length > limit) break;
    kept.push(sentence);
    length += 1 + sentence.length;
  }
  if (closing) kept.push(closing);
  return kept.join(' ');
}
