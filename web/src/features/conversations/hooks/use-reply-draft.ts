import type { Channel } from '@lead-manager/contracts/conversations';
import type { Me } from '@lead-manager/contracts/users';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QK } from '@/lib/query-client';

/** A reply not sent yet: its text and, for e-mail, its subject. */
export type ReplyDraft = { text: string; subject: string };
const EMPTY: ReplyDraft = { text: '', subject: '' };

function readDraft(key: string): ReplyDraft {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Partial<ReplyDraft>;
    return { text: String(stored.text ?? ''), subject: String(stored.subject ?? '') };
  } catch {
    return EMPTY;
  }
}

function writeDraft(key: string, draft: ReplyDraft) {
  try {
    if (draft.text.trim() || draft.subject.trim()) localStorage.setItem(key, JSON.stringify(draft));
    else localStorage.removeItem(key);
  } catch {
    // Storage full or switched off: the draft then lives as long as the screen does.
  }
}

/**
 * The reply being typed to a lead on one channel, kept in this browser for the signed-in person until it is sent
 * or emptied: closing the dialog, leaving the screen or reloading loses nothing. The inbox and the lead's dialog
 * share it.
 */
export function useReplyDraft(leadId: number, channel: Channel) {
  // The shell loads the signed-in person before any screen; read from the cache, not as a feature import.
  const me = useQueryClient().getQueryData<Me | null>([QK.me]);
  const key = `lead-manager.draft.${me?.id ?? 'signed-out'}.lead-${leadId}.${channel}`;
  const [state, setState] = useState(() => ({ key, draft: readDraft(key) }));
  // Another lead or channel shows its own draft (state set while rendering: React's way to follow a prop).
  if (state.key !== key) setState({ key, draft: readDraft(key) });
  const draft = state.key === key ? state.draft : readDraft(key);

  // Bound to the key of the moment: a send that succeeds after a switch of channel clears the draft it sent.
  const save = (next: ReplyDraft) => {
    writeDraft(key, next);
    setState((current) => (current.key === key ? { key, draft: next } : current));
  };
  return {
    draft,
    setText: (text: string) => save({ ...draft, text }),
    setSubject: (subject: string) => save({ ...draft, subject }),
    clear: () => save(EMPTY),
  };
}
