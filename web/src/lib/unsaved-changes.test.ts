import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  answerDiscardQuestion,
  askToDiscard,
  guardClose,
  hasUnsavedChanges,
  useUnsavedChanges,
} from './unsaved-changes';

describe('unsaved changes', () => {
  it('lets a dialog close at once when nothing is unsaved', async () => {
    const onOpenChange = vi.fn();
    guardClose(false, onOpenChange)(false);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect(askToDiscard()).resolves.toBe(true);
  });

  it('keeps a form registered while it is dirty, asks once, and forgets it after Discard', async () => {
    const form = renderHook(({ dirty }) => useUnsavedChanges(dirty), { initialProps: { dirty: true } });
    expect(hasUnsavedChanges()).toBe(true);

    const onOpenChange = vi.fn();
    guardClose(true, onOpenChange)(false);
    const again = askToDiscard(); // a second request while asking waits for the same answer
    answerDiscardQuestion(false);
    await expect(again).resolves.toBe(false);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(hasUnsavedChanges()).toBe(true);

    const leaving = askToDiscard();
    answerDiscardQuestion(true);
    await expect(leaving).resolves.toBe(true);
    expect(hasUnsavedChanges()).toBe(false);
    form.unmount();
  });

  it('forgets a form once it is saved (no longer dirty)', () => {
    const form = renderHook(({ dirty }) => useUnsavedChanges(dirty), { initialProps: { dirty: true } });
    form.rerender({ dirty: false });
    expect(hasUnsavedChanges()).toBe(false);
    form.unmount();
  });
});
