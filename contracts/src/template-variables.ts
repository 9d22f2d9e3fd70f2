// The `{name}` variables of templates and follow-up steps, a leaf that the defaults and the settings schema read.
/** Variables a template may use, written as `{name}`. */
export const TEMPLATE_VARIABLES = [
  { name: 'customerName', description: "The lead's name", channels: ['email', 'sms'] },
  { name: 'vehicleInterest', description: 'The vehicle the lead asked about', channels: ['email', 'sms'] },
  {
    name: 'message',
    description: 'The message written by the assistant or a person',
    channels: ['email', 'sms'],
  },
  { name: 'dealershipName', description: "The dealership's name", channels: ['email', 'sms'] },
  { name: 'dealershipPhone', description: "The dealership's phone number", channels: ['email', 'sms'] },
  { name: 'dealershipEmail', description: "The dealership's email address", channels: ['email'] },
] as const satisfies readonly { name: string; description: string; channels: readonly ('email' | 'sms')[] }[];

export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number]['name'];

/** Variables a follow-up step's message may use: every template variable but `{message}` (the step is the message). */
export const FOLLOW_UP_VARIABLES: readonly string[] = TEMPLATE_VARIABLES.map((v) => v.name).filter(
  (name) => name !== 'message',
);

/** The `{name}` variables a text uses, each once, in order. */
export function variablesIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([A-Za-z][A-Za-z0-9_]*)\}/g)].map((m) => m[1] as string))];
}

/** The variables of a follow-up message that would not be filled in when it is sent. */
export const unknownFollowUpVariables = (text: string) =>
  variablesIn(text).filter((name) => !FOLLOW_UP_VARIABLES.includes(name));
