import type { Conversation, Message } from '@lead-manager/contracts/conversations';
import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { leads } from '../leads/leads.tables';
import { users } from '../users/users.tables';

const app = await createTestApp({ workers: false });
const db = app.database.db;

let dana: string;
let sam: string;
beforeAll(async () => {
  dana = await app.userCookie('user', [1]);
  sam = await app.userCookie('user', [1]);
  // The names colleagues see, as set on the Team screen.
  await db.update(users).set({ name: 'Dana Reyes' }).where(like(users.email, 'user1-%'));
  await db.update(users).set({ name: 'Sam Ortiz' }).where(like(users.email, 'user2-%'));
});

const post = (url: string, cookie: string, payload: object) =>
  app.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const get = (url: string, cookie: string) => app.app.inject({ method: 'GET', url, headers: { cookie } });

describe('who wrote a staff message', () => {
  it('names each person on their own messages, in the send answer, the thread and the inbox list', async () => {
    const [lead] = await db
      .insert(leads)
      .values({ dealershipId: 1, name: 'Lee Author', phone: '+15125550777', vehicleInterest: 'Tahoe' })
      .returning();
    if (!lead) throw new Error('no lead');

    const first = await post(`/api/conversations/${lead.id}/messages`, dana, { message: 'Hi, Dana here' });
    expect(first.statusCode).toBe(201);
    expect((first.json() as Message).authorName).toBe('Dana Reyes');

    const conversationId = (
      (await get(`/api/conversations?leadId=${lead.id}&type=sms`, dana)).json() as Conversation[]
    )[0]?.id;
    const second = await post('/api/conversations/send', sam, {
      conversationId,
      message: 'Sam jumping in',
      type: 'sms',
    });
    expect(second.statusCode).toBe(201);
    expect((second.json() as Message).authorName).toBe('Sam Ortiz');

    const thread = (
      await get(`/api/conversations?leadId=${lead.id}&type=sms`, dana)
    ).json() as Conversation[];
    expect(thread[0]?.messages.map((m) => [m.sender, m.authorName, m.content])).toEqual([
      ['agent', 'Dana Reyes', 'Hi, Dana here'],
      ['agent', 'Sam Ortiz', 'Sam jumping in'],
    ]);
    // Each person's id, which the web colours them by (the same colour as on Team and in the owner pickers).
    const ids = await db.select({ id: users.id, name: users.name }).from(users);
    const idOf = (name: string) => ids.find((u) => u.name === name)?.id;
    expect(thread[0]?.messages.map((m) => m.authorUserId)).toEqual([idOf('Dana Reyes'), idOf('Sam Ortiz')]);
    expect(idOf('Dana Reyes')).not.toBe(idOf('Sam Ortiz'));
    const listed = (
      await get('/api/conversations?type=sms&messages=last&search=Lee%20Author', sam)
    ).json() as Conversation[];
    expect(listed[0]?.messages[0]?.authorName).toBe('Sam Ortiz');
  });

  it('keeps the messages when their writer is removed, without a name', async () => {
    const [lead] = await db
      .insert(leads)
      .values({ dealershipId: 1, name: 'Lee Removed', phone: '+15125550778', vehicleInterest: 'Tahoe' })
      .returning();
    if (!lead) throw new Error('no lead');
    const temp = await app.userCookie('user', [1]);
    expect(
      (await post(`/api/conversations/${lead.id}/messages`, temp, { message: 'Before I go' })).statusCode,
    ).toBe(201);
    await db.delete(users).where(like(users.email, 'user3-%'));
    const thread = (await get(`/api/conversations?leadId=${lead.id}`, dana)).json() as Conversation[];
    const message = thread[0]?.messages[0];
    expect(message?.content).toBe('Before I go');
    expect(message?.sender).toBe('agent');
    expect(message?.authorName).toBeUndefined();
    expect(message?.authorUserId).toBeUndefined();
  });
});
