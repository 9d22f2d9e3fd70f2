import type { Message } from '@lead-manager/contracts/conversations';
import type { User } from '@lead-manager/contracts/users';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PersonOption } from '@/components/initials-avatar';
// The Team screen's name cell, to compare a person's colour across screens.
import { MemberName } from '@/features/users/components/team-member-controls';
import { setDisplayTimeZones } from '@/lib/format-time';
import { MessageList } from './message-list';

// The screens' texts (delivery statuses) arrive a moment after the first render: wait for them.
const slow = { timeout: 8_000 };

// Tuesday 24 November 2026, 10:30 AM in Austin (the store and the salesperson are both on Central time).
const NOW = new Date('2026-11-24T16:30:00.000Z');

beforeEach(() => {
  // Only the clock is frozen ("queued until 8:00 AM" is compared with now); timers run, so findBy still waits.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  setDisplayTimeZones({ user: 'America/Chicago', store: 'America/Chicago' });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setDisplayTimeZones({});
});

let nextId = 1;
/** A message as GET /api/conversations returns it. */
const message = (fields: Partial<Message> & Pick<Message, 'sender' | 'content' | 'timestamp'>): Message => ({
  id: nextId++,
  channel: 'sms',
  status: fields.sender === 'customer' ? 'received' : 'delivered',
  ...fields,
});

/** The assistant's morning text, written at night and held for the lead's quiet hours until `scheduledAt`. */
const heldUntil = (scheduledAt: string) =>
  message({
    sender: 'ai',
    content: 'Good morning! Still interested?',
    timestamp: '2026-11-24T04:00:00Z',
    status: 'queued',
    scheduledAt,
    scheduledTimeZone: 'America/New_York',
  });

/** A person as the Team screen lists them. */
const colleague = ({ id, name }: { id: number; name: string }): User => ({
  id,
  name,
  username: name.toLowerCase(),
  email: `${name.split(' ')[0]?.toLowerCase()}@lakeside.example`,
  role: 'user',
  dealershipIds: [2],
  active: true,
  deactivatedAt: null,
  createdAt: '2026-01-05T15:00:00.000Z',
});

/** The row a message's text sits in: it carries the side (customer or store). */
const rowOf = (content: string) => {
  const row = screen.getByText(content).closest<HTMLElement>('[data-side]');
  if (!row) throw new Error(`no message row for ${content}`);
  return row;
};

describe('MessageList: who said what', () => {
  it('puts the customer on the left and the store on the right, naming the assistant and each person', () => {
    render(
      <MessageList
        now={NOW}
        messages={[
          message({
            sender: 'customer',
            content: 'Is the Tucson still there?',
            timestamp: '2026-11-24T15:00:00Z',
          }),
          message({ sender: 'ai', content: 'Yes! Want to see it today?', timestamp: '2026-11-24T15:01:00Z' }),
          message({
            sender: 'agent',
            authorName: 'Dana Reyes',
            authorUserId: 4,
            content: 'I can hold it until 5.',
            timestamp: '2026-11-24T15:10:00Z',
          }),
          message({
            sender: 'agent',
            authorName: 'Marco Quintero',
            authorUserId: 5,
            content: 'Dana is out, I am on it.',
            timestamp: '2026-11-24T15:20:00Z',
          }),
        ]}
      />,
    );

    const customer = rowOf('Is the Tucson still there?');
    expect(customer).toHaveAttribute('data-side', 'customer');
    expect(customer).toHaveClass('justify-start');
    expect(within(customer).queryByTestId('message-author')).toBeNull();

    const assistant = rowOf('Yes! Want to see it today?');
    expect(assistant).toHaveAttribute('data-side', 'store');
    expect(assistant).toHaveClass('justify-end');
    expect(within(assistant).getByTestId('message-author')).toHaveTextContent('AI assistant');

    for (const [content, name, initials] of [
      ['I can hold it until 5.', 'Dana Reyes', 'DR'],
      ['Dana is out, I am on it.', 'Marco Quintero', 'MQ'],
    ] as const) {
      const row = rowOf(content);
      expect(row).toHaveAttribute('data-side', 'store');
      expect(row).toHaveClass('justify-end');
      expect(within(row).getByTestId('message-author')).toHaveTextContent(name);
      // The bubble wears the colour the person's initials have (the same rule as every avatar in the app).
      const avatar = within(row).getByText(initials);
      const colour = [...avatar.classList].filter((c) => /^(bg|text)-\w+-\d+$/.test(c));
      expect(colour).toHaveLength(2);
      expect(within(row).getByTestId('message-author').parentElement).toHaveClass(...colour);
    }
    const colourOf = (initials: string) =>
      [...screen.getByText(initials).classList].find((c) => c.startsWith('bg-'));
    expect(colourOf('DR')).not.toBe(colourOf('MQ'));
  });

  it('gives two people of a store different colours even when their names once shared one', () => {
    // Marco and Priya are users 5 and 6 of the store; their names hash to the same of the eight colours.
    render(
      <MessageList
        now={NOW}
        messages={[
          message({
            sender: 'agent',
            authorName: 'Marco Quintero',
            authorUserId: 5,
            content: 'I will call you at noon.',
            timestamp: '2026-11-24T15:00:00Z',
          }),
          message({
            sender: 'agent',
            authorName: 'Priya Shah',
            authorUserId: 6,
            content: 'Marco asked me to follow up.',
            timestamp: '2026-11-24T15:30:00Z',
          }),
        ]}
      />,
    );
    const bubbleOf = (content: string) => within(rowOf(content)).getByTestId('message-author').parentElement;
    const background = (el: Element | null | undefined) =>
      [...(el?.classList ?? [])].find((c) => /^bg-\w+-\d+$/.test(c));
    expect(background(bubbleOf('I will call you at noon.'))).toBeDefined();
    expect(background(bubbleOf('I will call you at noon.'))).not.toBe(
      background(bubbleOf('Marco asked me to follow up.')),
    );
    expect(background(screen.getByText('MQ'))).not.toBe(background(screen.getByText('PS')));
  });

  it('gives a person the same colour in a thread as on the Team screen and in the owner picker', () => {
    const priya = { id: 6, name: 'Priya Shah' };
    const { container: thread } = render(
      <MessageList
        now={NOW}
        messages={[
          message({
            sender: 'agent',
            authorName: priya.name,
            authorUserId: priya.id,
            content: 'Marco asked me to follow up.',
            timestamp: '2026-11-24T15:30:00Z',
          }),
        ]}
      />,
    );
    const { container: team } = render(
      <MemberName user={colleague(priya)} me={colleague({ id: 1, name: 'Admin' })} />,
    );
    const { container: picker } = render(<PersonOption id={priya.id} name={priya.name} />);
    const colourIn = (screenRoot: HTMLElement) => {
      const avatar = within(screenRoot).getByText('PS');
      return [...avatar.classList].filter((c) => /^(bg|text)-\w+-\d+$/.test(c)).sort();
    };
    expect(colourIn(thread)).toHaveLength(2);
    expect(colourIn(team)).toEqual(colourIn(thread));
    expect(colourIn(picker)).toEqual(colourIn(thread));
  });

  it('groups messages under a header per day: today, yesterday, then the date', () => {
    render(
      <MessageList
        now={NOW}
        messages={[
          message({ sender: 'customer', content: 'Saw your ad', timestamp: '2026-11-21T20:00:00Z' }),
          message({ sender: 'ai', content: 'Thanks for reaching out', timestamp: '2026-11-21T20:01:00Z' }),
          // 11:30 PM in Austin on the 23rd, although it is already the 24th in UTC.
          message({ sender: 'customer', content: 'Still thinking', timestamp: '2026-11-24T05:30:00Z' }),
          message({ sender: 'customer', content: 'Coming at noon', timestamp: '2026-11-24T15:00:00Z' }),
        ]}
      />,
    );
    const days = screen.getAllByTestId('thread-day').map((h) => h.textContent);
    expect(days).toEqual(['Sat, Nov 21, 2026', 'Yesterday', 'Today']);
    const day = (name: string) => within(screen.getByRole('region', { name }));
    expect(day('Sat, Nov 21, 2026').getByText('Saw your ad')).toBeInTheDocument();
    expect(day('Sat, Nov 21, 2026').getByText('Thanks for reaching out')).toBeInTheDocument();
    expect(day('Yesterday').getByText('Still thinking')).toBeInTheDocument();
    expect(day('Yesterday').getByText('11:30 PM')).toBeInTheDocument();
    expect(day('Today').getByText('Coming at noon')).toBeInTheDocument();
  });
});

describe('MessageList: where each outbound message stands', () => {
  it('shows queued with its send time, sent, delivered, and failed with the reason', async () => {
    render(
      <MessageList
        now={NOW}
        messages={[
          // Held for the lead's quiet hours until 8:00 AM tomorrow in their zone (Eastern).
          heldUntil('2026-11-25T13:00:00Z'),
          message({
            sender: 'ai',
            content: 'Your test drive is booked',
            timestamp: '2026-11-24T15:00:00Z',
            status: 'sent',
          }),
          message({
            sender: 'ai',
            content: 'See you at 2',
            timestamp: '2026-11-24T15:05:00Z',
            status: 'delivered',
          }),
          message({
            sender: 'agent',
            authorName: 'Dana Reyes',
            content: 'Call me back?',
            timestamp: '2026-11-24T15:10:00Z',
            status: 'failed',
            failureReason: '30007: Message filtered by the carrier',
          }),
          message({ sender: 'customer', content: 'ok', timestamp: '2026-11-24T15:20:00Z' }),
        ]}
      />,
    );
    const statusOf = (content: string) => within(rowOf(content)).getByTestId('delivery-status');

    expect(
      await within(rowOf('Good morning! Still interested?')).findByText('Sends at 8:00 AM', undefined, slow),
    ).toBeInTheDocument();
    expect(statusOf('Good morning! Still interested?')).toHaveAttribute(
      'title',
      expect.stringContaining('America/New_York'),
    );
    expect(statusOf('Your test drive is booked')).toHaveTextContent('Sent');
    expect(statusOf('See you at 2')).toHaveTextContent('Delivered');
    const failed = statusOf('Call me back?');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('30007: Message filtered by the carrier');
    // The customer's own messages carry no delivery status.
    expect(within(rowOf('ok')).queryByTestId('delivery-status')).toBeNull();
  });

  it('says Queued, without a time, once the quiet-hours send time has passed', async () => {
    render(
      <MessageList
        now={NOW}
        messages={[
          // 8:00 AM this morning in the lead's zone: the time has passed, the send job has not run yet.
          heldUntil('2026-11-24T13:00:00Z'),
        ]}
      />,
    );
    const status = await within(rowOf('Good morning! Still interested?')).findByText(
      'Queued',
      undefined,
      slow,
    );
    expect(status.closest('[data-testid="delivery-status"]')).not.toHaveTextContent(/Sends at/);
  });
});
