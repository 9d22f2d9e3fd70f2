import type { Channel } from '@lead-manager/contracts/conversations';
import type { BusinessHours } from '@lead-manager/contracts/dealerships';
import type { StockSearch, StockUnit } from '../modules/inventory/inventory.queries';

export const APPOINTMENT_TYPES_BOOKABLE = ['test_drive', 'sales_meeting', 'demo_drive'] as const;
export type BookableType = (typeof APPOINTMENT_TYPES_BOOKABLE)[number];
/** Not closed: only the customer's own word (lead-endings.ts) or a person says whether a lead was sold or lost. */
export const LEAD_STATUSES_SETTABLE = ['contacted', 'qualified'] as const;

/** Why the assistant handed a conversation to a person: asked for one, upset, or a question it could not answer. */
export const HANDOVER_KINDS = ['person', 'complaint', 'unsure'] as const;
type HandoverKind = (typeof HANDOVER_KINDS)[number];

export type AssistantAction =
  | { type: 'book'; at: Date; appointmentType: BookableType }
  | { type: 'handoff'; kind: HandoverKind; reason: string }
  | { type: 'opt_out' }
  | { type: 'update_status'; status: (typeof LEAD_STATUSES_SETTABLE)[number] };

export interface AssistantReply {
  /** The message body; the dealership's template is wrapped around it before sending. */
  text: string;
  actions: AssistantAction[];
}

export interface HistoryEntry {
  sender: 'ai' | 'agent' | 'customer';
  content: string;
  at: Date;
}

/** The store's stock as the assistant may see it: units in stock, never a price. */
export interface StockLookup {
  find(search: StockSearch): Promise<StockUnit[]>;
  /** The unit a stock number or VIN in the text names, sold or not. */
  namedIn(text: string): Promise<{ unit: StockUnit; sold: boolean } | undefined>;
  /** Whether the text names a sold unit by its stock number or VIN. */
  namesSold(text: string): Promise<boolean>;
}

export interface AssistantContext {
  channel: Channel;
  /** The customer's newest message, the one to answer. */
  message: string;
  history: HistoryEntry[];
  /** `language` ('en' | 'es' | 'fr'): every text of the reply is in it. */
  lead: { id: number; name: string; vehicleInterest: string | null; status: string; language?: string };
  dealership: {
    name: string;
    phone: string | null;
    email: string | null;
    address: string | null;
    timeZone: string;
    /** The store's opening hours (the Dealerships screen); absent = the default showroom hours. */
    businessHours?: BusinessHours | null;
  };
  /** The dealership's AI settings: system prompts and the SMS length limit. */
  settings: {
    systemPrompt: string;
    smsSystemPrompt: string;
    emailSystemPrompt: string;
    smsCharacterLimit: number;
  };
  now: Date;
  /** The store's stock; absent when it has loaded no feed, and nothing can be said of what is on the lot. */
  stock?: StockLookup;
}

/** One interface, two engines: the built-in rules (default, offline) and an LLM through the AI SDK. */
export interface AssistantEngine {
  readonly name: string;
  reply(context: AssistantContext): Promise<AssistantReply>;
}
