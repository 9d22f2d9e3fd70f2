import { type ScoreReason, ScoreReasonSchema } from '@lead-manager/contracts/lead-score';
import type { StoredScoreReason } from './leads.tables';

const SOURCES_SAID: Record<string, string> = { 'website form': 'website', 'lead provider (ADF)': 'adf' };
const SPECIFICITY_SAID = {
  'Specific vehicle': 'specific',
  'Model named': 'model',
  'Vehicle type only': 'generic',
} as const;
const PLAIN_SAID: Record<string, ScoreReason['code']> = {
  'Phone number': 'phone',
  'Email address': 'email',
  'Full name': 'full_name',
  'Appointment booked': 'appointment_booked',
  'Left a message or answered extra questions': 'notes',
};

/** A sentence the server wrote before reasons were facts ("Replied 4 times (+15)"), read back as its fact. */
function fromSentence(sentence: string): ScoreReason | undefined {
  const said = /^(.*) \(\+(\d+)\)$/.exec(sentence);
  if (!said) return undefined;
  const [, text = '', pointsText = '0'] = said;
  const points = Number(pointsText);
  const plain = PLAIN_SAID[text];
  if (plain) return ScoreReasonSchema.safeParse({ code: plain, points }).data;
  const source = /^Source: (.+)$/.exec(text)?.[1];
  if (source) return { code: 'source', points, source: SOURCES_SAID[source] ?? source };
  const vehicle = /^(Specific vehicle|Model named|Vehicle type only): (.*)$/.exec(text);
  if (vehicle) {
    const specificity = SPECIFICITY_SAID[vehicle[1] as keyof typeof SPECIFICITY_SAID];
    return { code: 'vehicle', points, specificity, vehicle: vehicle[2] ?? '' };
  }
  const replies = text === 'Replied once' ? 1 : Number(/^Replied (\d+) times$/.exec(text)?.[1] ?? 0);
  return replies > 0 ? { code: 'replies', points, count: replies } : undefined;
}

/**
 * A lead's stored score reasons as facts (decision 026's rule for stored events): facts as they are, the sentences
 * written before them read back, and anything else left out rather than failing the lead.
 */
export function scoreReasonsOf(stored: readonly StoredScoreReason[]): ScoreReason[] {
  return stored.flatMap((reason) => {
    const fact = typeof reason === 'string' ? fromSentence(reason) : ScoreReasonSchema.safeParse(reason).data;
    return fact ? [fact] : [];
  });
}
