import type { Channel, Conversation, Message } from '@lead-manager/contracts/conversations';

// Its own file: the dashboard's conversations card loads conversation-utils, and needs none of this.
/** The channel of the lead's most recent message, if it has any. */
export function latestChannel(conversations: Conversation[]): Channel | undefined {
  const latest = conversations
    .flatMap((c) => c.messages)
    .reduce<Message | undefined>(
      (last, m) => (!last || Date.parse(m.timestamp) > Date.parse(last.timestamp) ? m : last),
      undefined,
    );
  return latest?.channel;
}
