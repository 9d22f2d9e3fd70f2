import type { Conversation, Message } from '@lead-manager/contracts/conversations';
import { DEFAULT_BUSINESS_HOURS, type Dealership } from '@lead-manager/contracts/dealerships';
import type { Lead } from '@lead-manager/contracts/leads';
import { vi } from 'vitest';

// Records in the JSON shapes the API answers with (contracts/), for component tests to render or to answer fetch with.

export const HYUNDAI: Dealership = {
  id: 2,
  name: 'Lakeside Auto Group Hyundai',
  brand: 'Hyundai',
  phone: '+15125550102',
  email: 'sales@hyundai.example',
  address: null,
  timezone: 'America/Chicago',
  businessHours: DEFAULT_BUSINESS_HOURS,
};

/** A lead of the Hyundai store, as the lead lists and conversations carry it. */
export function leadJson(fields: Partial<Lead> = {}): Lead {
  return {
    id: 41,
    name: 'Ana Lopez',
    email: 'ana@example.com',
    phone: '+15125550101',
    source: 'facebook',
    vehicleInterest: 'Tucson',
    dealershipId: HYUNDAI.id,
    status: 'contacted',
    outcome: null,
    lostReason: null,
    score: 60,
    scoreReasons: [],
    notes: null,
    priority: false,
    isTest: false,
    language: 'en',
    languageSource: 'default',
    assignedUserId: null,
    assignedUserName: null,
    createdAt: '2026-11-20T14:30:00.000Z',
    updatedAt: '2026-11-22T18:00:00.000Z',
    lastContactAt: '2026-11-22T18:00:00.000Z',
    smsOptOut: null,
    emailOptOut: null,
    ...fields,
  };
}

/** An open conversation with a lead on one channel, its messages oldest first. */
export function conversationJson(lead: Lead, fields: Partial<Conversation> = {}): Conversation {
  const channel = fields.channel ?? 'sms';
  const messages = fields.messages ?? [];
  return {
    id: lead.id * 10 + (channel === 'sms' ? 1 : 2),
    leadId: lead.id,
    dealershipId: lead.dealershipId,
    channel,
    messages,
    messageCount: messages.length,
    isActive: true,
    aiPaused: false,
    lastActivity: messages.at(-1)?.timestamp ?? lead.createdAt,
    createdAt: lead.createdAt,
    lead,
    ...fields,
  };
}

/** A message the customer sent. */
export function customerMessageJson(
  id: number,
  channel: Message['channel'],
  timestamp: string,
  content: string,
): Message {
  return { id, sender: 'customer', content, timestamp, channel, status: 'received' };
}

/** fetch answering the stores and these conversations of a lead, 404 to anything else. */
export function stubConversationsApi(conversations: Conversation[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/dealerships')) return Response.json([HYUNDAI]);
      if (url.startsWith('/api/conversations?'))
        return Response.json(conversations, { headers: { 'X-Total-Count': String(conversations.length) } });
      return new Response('{"message":"not found"}', { status: 404 });
    }),
  );
}
