import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n/i18n';
import { conversationJson, leadJson } from '@/test/api-fixtures';
import { InboxList } from './inbox-list';

afterEach(async () => {
  cleanup();
  await applyLanguage('en');
});

describe('InboxList', () => {
  it('names its list in the person’s language', async () => {
    await applyLanguage('es');
    render(
      <InboxList
        channel="email"
        items={[conversationJson(leadJson(), { messages: [] })]}
        selectedId={null}
        now={new Date('2026-11-24T16:00:00.000Z')}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByRole('list', { name: 'Conversaciones por correo' })).toBeInTheDocument();
  });
});
