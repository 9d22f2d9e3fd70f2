// The built-in assistant's answers from the store's stock: what is on the lot in the model and colour asked, and
// whether a unit of it has the equipment asked about. Only units in stock are named; a sold one is said to be sold.
import type { AssistantContext } from './assistant-engine';
import type { Intent } from './builtin-intents';
import { colorNamedIn, featureMentions, featureNamedIn } from './stock-vocabulary';
import { stockWordsFor } from './stock-words';
import { modelNamedIn } from './vehicle-models';

const SHOWN = 3;

/** The model the conversation is about: the newest message naming one, either side ("the Ioniq 5?" then "in blue?"). */
const modelInConversation = (ctx: AssistantContext) =>
  [...ctx.history]
    .reverse()
    .map((entry) => modelNamedIn(entry.content))
    .find(Boolean);

/** A follow-up that asks without naming the model again: "What about a red one?", "¿Y en rojo?", "Et en bleu ?". */
const FOLLOW_UP = /\?|^\s*¿|^\s*(?:what|how) about\b|^\s*(?:and|y|et)\b/iu;

/** The longest of `write(units)` with up to SHOWN units that fits a text, so no unit is cut off mid-list. */
function fitting(ctx: AssistantContext, units: string[], write: (shown: string[]) => string): string {
  const limit = ctx.channel === 'sms' ? ctx.settings.smsCharacterLimit : Number.POSITIVE_INFINITY;
  for (let n = Math.min(units.length, SHOWN); n > 1; n--) {
    const text = write(units.slice(0, n));
    if (text.length <= limit) return text;
  }
  return write(units.slice(0, 1));
}

/**
 * The answer from stock to an availability or features question (or a model and colour named alone), or undefined
 * to answer without stock.
 */
export async function answerFromStock(
  intent: Intent,
  ctx: AssistantContext,
  message: string,
): Promise<string | undefined> {
  const stock = ctx.stock;
  if (!stock || (intent !== 'availability' && intent !== 'features' && intent !== 'other')) return undefined;
  const words = stockWordsFor(ctx.lead.language);
  const named = await stock.namedIn(message);
  if (named) {
    if (!named.sold) return words.inStock(named.unit.model, [words.unit(named.unit)]);
    const others = (await stock.find({ model: named.unit.model, limit: SHOWN })).map(words.unit);
    if (others.length === 0) return words.sold(words.unit(named.unit), []);
    return fitting(ctx, others, (shown) => words.sold(words.unit(named.unit), shown));
  }
  const asked = modelNamedIn(message);
  const followed = asked ? undefined : modelInConversation(ctx);
  const model = asked ?? followed ?? modelNamedIn(ctx.lead.vehicleInterest ?? '');
  if (!model) return undefined;
  const color = colorNamedIn(message);
  const feature = featureNamedIn(message);
  // "Any blue Tucson?", "¿La Santa Fe tiene tercera fila?" ask as plainly as "do you have…" or "does it have…";
  // "What about a red one?" asks about the model the conversation is on.
  const plainAsk = asked !== undefined || (followed !== undefined && FOLLOW_UP.test(message));
  if (intent === 'other' && !(plainAsk && (color || feature))) return undefined;
  if (feature && !color && intent !== 'availability') {
    const units = await stock.find({ model, limit: 50 });
    if (units.length === 0) return words.noneInStock(model);
    for (const unit of units) {
      const mentions = featureMentions(unit.features, feature);
      if (mentions) return words.hasFeature(words.unit(unit), mentions);
    }
    return words.featureUnsure(model, feature.said);
  }
  if (intent === 'features') return undefined;
  const matching = await stock.find({ model, colors: color?.feedWords, limit: SHOWN });
  if (matching.length) return fitting(ctx, matching.map(words.unit), (shown) => words.inStock(model, shown));
  const others = color ? await stock.find({ model, limit: SHOWN }) : [];
  if (color && others.length)
    return fitting(ctx, others.map(words.unit), (shown) => words.noneInColor(model, color.said, shown));
  return words.noneInStock(model);
}
