// Plays each demo lead's story (seed-story.ts) through the product's services, as the website form, the assistant,
// the customer's texts and e-mails and the store's staff would have, stamping each step at its moment in the past.
import type { Channel } from '@lead-manager/contracts/conversations';
import { sql } from 'drizzle-orm';
import { followUpJob } from '../assistant/assistant.jobs';
import { ALL_DEALERSHIPS } from '../lib/scope';
import type { AuthUser } from '../modules/auth/auth.service';
import { deliverMessageJob } from '../modules/conversations/conversations.jobs';
import { ENDINGS } from '../modules/inbound-messages/lead-endings';
import { runLeadImportJob } from '../modules/lead-import/lead-import.jobs';
import { type Db, queryRows } from './client';
import type { createSeedClock } from './seed-clock';
import type { LeadStory, Step } from './seed-story';
import type { DemoWorld, RecordedJob } from './seed-world';

type Clock = Awaited<ReturnType<typeof createSeedClock>>;

/** What one step leaves to do: the follow-up steps it scheduled (due at their own times). */
interface Played {
  followUpIds: number[];
}

/**
 * Runs the jobs a step enqueued the way the workers would at once: each message's delivery (through the logging
 * sender; quiet hours are judged now, which says nothing about a send in the past, hence `compliance`) and a CSV
 * import. The follow-ups are kept for their due time; every other job (reminders, staff e-mails) is dropped.
 */
async function settle(world: DemoWorld, jobs: RecordedJob[]): Promise<Played> {
  const followUpIds: number[] = [];
  for (const job of jobs) {
    const data = job.data as { messageId?: number; followUpId?: number; importId?: number };
    if (job.name === deliverMessageJob.name && data.messageId !== undefined)
      await world.services.conversations.deliverMessage(data.messageId, { compliance: true });
    if (job.name === followUpJob.name && data.followUpId !== undefined) followUpIds.push(data.followUpId);
    if (job.name === runLeadImportJob.name && data.importId !== undefined)
      await world.services.leadImport.runImport(data.importId, { isFinalAttempt: true });
  }
  const more = world.takeJobs();
  if (more.length === 0) return { followUpIds };
  const next = await settle(world, more);
  return { followUpIds: [...followUpIds, ...next.followUpIds] };
}

export function createStoryPlayer(tx: Db, world: DemoWorld, clock: Clock, actor: AuthUser) {
  const { leads, leadWork, leadSources, conversations, appointments, outreach } = world.services;

  /** The lead's conversation on a channel (the seed reads it; no service hands out ids by lead). */
  async function conversationOf(leadId: number, channel: Channel) {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM conversations WHERE lead_id = ${leadId} AND channel = ${channel}`,
    );
    if (!row) throw new Error(`demo data: lead ${leadId} has no ${channel} conversation`);
    return row.id;
  }

  async function play(leadId: number, story: LeadStory, step: Step) {
    switch (step.kind) {
      case 'message': {
        if (step.sender === 'customer') {
          const lead = await leads.getLead(ALL_DEALERSHIPS, leadId);
          await conversations.receive({
            lead,
            channel: step.channel,
            content: step.content,
            ...(step.subject ? { subject: step.subject } : {}),
          });
          return;
        }
        // Sent in the writer's turn, past today's quiet hours: it went out back then (see `settle`).
        await conversations.sendToLead(
          ALL_DEALERSHIPS,
          leadId,
          {
            channel: step.channel,
            content: step.content,
            ...(step.subject ? { subject: step.subject } : {}),
            sender: step.sender,
          },
          { deliverNow: true, compliance: true },
        );
        return;
      }
      case 'first_contact':
        return outreach.firstContact(leadId);
      case 'book': {
        const { scheduledAt, type, status, notes } = step.appointment;
        await appointments.create(
          ALL_DEALERSHIPS,
          { leadId, dealershipId: story.lead.dealershipId, scheduledAt, type, status, notes },
          step.by === 'assistant' ? { bookedBy: 'assistant' } : { bookedBy: 'staff', actor },
        );
        return;
      }
      case 'assistant_status':
        await leads.updateStatus(ALL_DEALERSHIPS, leadId, step.status);
        return;
      case 'staff_status':
        await leadWork.update(actor, leadId, {
          status: step.status,
          ...(step.outcome ? { outcome: step.outcome } : {}),
          ...(step.lostReason ? { lostReason: step.lostReason } : {}),
        });
        return;
      case 'customer_ended':
        await leads.closeOnCustomerWord(leadId, ENDINGS[step.reason].note, step.reason);
        return;
      case 'hand_over': {
        const found = await conversations.getForAssistant(await conversationOf(leadId, step.channel));
        if (!found)
          throw new Error(`demo data: lead ${leadId} has no ${step.channel} conversation to hand over`);
        await conversations.handOver(found.conversation, { kind: 'person', detail: step.detail });
        return;
      }
      case 'priority':
        await leadWork.update(actor, leadId, { priority: true });
        return;
      case 'conversation_done':
        await conversations.update(ALL_DEALERSHIPS, await conversationOf(leadId, step.channel), {
          isActive: false,
        });
        return;
    }
  }

  /** Sends each pending follow-up due before `until` at its due time, as its job would have. */
  async function followUpsDue(pending: number[], until: Date) {
    for (const id of [...pending]) {
      const followUp = await conversations.getFollowUp(id);
      if (followUp?.status !== 'pending') {
        pending.splice(pending.indexOf(id), 1);
        continue;
      }
      // A step at the very moment a follow-up is due goes first (a person writing then stops it).
      if (followUp.dueAt >= until) continue;
      await outreach.sendFollowUp(id);
      const { followUpIds } = await settle(world, world.takeJobs());
      await clock.stamp(followUp.dueAt);
      pending.splice(pending.indexOf(id), 1, ...followUpIds);
    }
  }

  /** A CSV import by the acting admin, run at `at` as its job would. */
  async function importLeads(
    input: { dealershipId: number; csv: string; mapping: Record<string, string> },
    at: Date,
  ) {
    await world.services.leadImport.startImport(actor, input);
    await settle(world, world.takeJobs());
    await clock.stamp(at);
  }

  /** The lead arrives as the website form or a platform's webhook hands it over, and its story plays out. */
  async function playStory(story: LeadStory, latest: Date): Promise<number> {
    const lead = await leads.createLead(ALL_DEALERSHIPS, { ...story.lead, status: 'new' });
    world.takeJobs(); // its first contact is a step of the story
    await clock.stamp(story.arrivedAt);

    const pending: number[] = [];
    for (const [index, { at, step }] of story.steps.entries()) {
      await followUpsDue(pending, at);
      await play(lead.id, story, step);
      const { followUpIds } = await settle(world, world.takeJobs());
      pending.push(...followUpIds);
      // Steps of one moment (a booking and the message confirming it) are stamped together.
      if (story.steps[index + 1]?.at.getTime() !== at.getTime()) await clock.stamp(at);
    }
    await followUpsDue(pending, latest);
    // Scored as intake and the rescoring after each reply and booking leave it, in one pass (it writes no time).
    await leadSources.rescoreLead(lead.id);
    return lead.id;
  }

  return { playStory, importLeads };
}
