const OPENING = /^(?:Message|Comments): /;
/** Intake's other note lines ("Timeframe: …", "Lead provider: …"), which end the message. */
const NEXT_NOTE = /^[A-Z][\w ()-]{0,40}: /;

/**
 * The customer's own words from the form that brought the lead. Intake keeps them in the notes as "Message: …"
 * (web forms and the capture API) or "Comments: …" (ADF), possibly over several lines.
 */
export function formMessageOf(notes: string | null): string | undefined {
  const lines = notes?.split('\n') ?? [];
  const start = lines.findIndex((line) => OPENING.test(line));
  if (start === -1) return undefined;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => NEXT_NOTE.test(line));
  const message = [lines[start]?.replace(OPENING, ''), ...(end === -1 ? rest : rest.slice(0, end))];
  return message.join('\n').trim() || undefined;
}
