import { useEffect } from 'react';

/** Whether a key press belongs to something being typed in (then a shortcut letter must not fire). */
function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** `r` focuses the reply box (an inbox's keyboard shortcut), unless a key is typed into a field or a dialog is open. */
export function useReplyShortcut(replyBoxId: string, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'r' || event.metaKey || event.ctrlKey || event.altKey || isTyping(event.target))
        return;
      if (document.querySelector('[role="dialog"]')) return;
      const box = document.getElementById(replyBoxId);
      if (!(box instanceof HTMLTextAreaElement) || box.disabled) return;
      event.preventDefault();
      box.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [replyBoxId, enabled]);
}
