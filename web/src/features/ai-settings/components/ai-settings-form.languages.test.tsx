import { defaultAiSettings } from '@lead-manager/contracts/ai-defaults';
import {
  DEFAULT_LANGUAGE_TEMPLATES,
  defaultLanguageTemplates,
} from '@lead-manager/contracts/ai-language-defaults';
import type { AiSettings, UpdateAiSettings } from '@lead-manager/contracts/ai-settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HYUNDAI } from '@/test/api-fixtures';
import { AiSettingsForm } from './ai-settings-form';

// Radix components render slowly in jsdom on a busy machine: wait longer than the defaults.
const slow = { timeout: 8_000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DEALERSHIP = HYUNDAI;

/** Saved settings: the default steps, a Spanish SMS template of the store's own, two French follow-up texts. */
function savedSettings(): AiSettings {
  const languageTemplates = defaultLanguageTemplates();
  languageTemplates.fr.followUpMessages = languageTemplates.fr.followUpMessages.slice(0, 2);
  languageTemplates.es.smsTemplate = 'Hola {customerName}: {message} ({dealershipName})';
  return {
    id: 5,
    dealershipId: DEALERSHIP.id,
    ...defaultAiSettings('hyundai'),
    languageTemplates,
    createdAt: '2026-11-20T14:30:00.000Z',
    updatedAt: '2026-11-20T14:30:00.000Z',
  };
}

/** Renders the form; returns the bodies of the PATCH requests it sends (each answered with what was sent). */
function renderForm() {
  const settings = savedSettings();
  const patches: UpdateAiSettings[] = [];
  // jsdom has no ResizeObserver; Radix's Switch measures itself with one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const patch = JSON.parse(String(init?.body)) as UpdateAiSettings;
      patches.push(patch);
      return Response.json({ ...settings, ...patch });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AiSettingsForm settings={settings} dealership={DEALERSHIP} />
    </QueryClientProvider>,
  );
  return { settings, patches };
}

const messageFields = () => screen.getAllByLabelText('Message');

describe('AI Settings texts in Spanish and French', { timeout: 30_000 }, () => {
  it('shows each step’s text in the chosen language, the English one greyed behind a blank', async () => {
    const user = userEvent.setup();
    const { settings } = renderForm();
    await user.click(await screen.findByRole('tab', { name: 'Follow-up Automation' }, slow));
    expect(messageFields().map((f) => (f as HTMLTextAreaElement).value)).toEqual(
      settings.followUpSchedule.map((s) => s.message),
    );

    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(messageFields().map((f) => (f as HTMLTextAreaElement).value)).toEqual(
      settings.languageTemplates.es.followUpMessages,
    );

    await user.click(screen.getByRole('button', { name: 'Français' }));
    const french = messageFields() as HTMLTextAreaElement[];
    expect(french.map((f) => f.value)).toEqual([...settings.languageTemplates.fr.followUpMessages, '']);
    expect(french[2]?.placeholder).toBe(settings.followUpSchedule[2]?.message);
    expect(screen.getByText(/A step left blank sends its English text/)).toBeInTheDocument();
  });

  it('refuses an unknown variable in a Spanish text, and saves the texts in line with the steps', async () => {
    const user = userEvent.setup();
    const { settings, patches } = renderForm();
    await user.click(await screen.findByRole('tab', { name: 'Follow-up Automation' }, slow));
    await user.click(screen.getByRole('button', { name: 'Español' }));
    const [first] = messageFields();
    if (!first) throw new Error('no follow-up step');
    await user.clear(first);
    await user.type(first, 'Hola {{nombre}, ¿sigue buscando?');
    await user.click(screen.getByRole('button', { name: 'Save AI Settings' }));
    expect(await screen.findByText(/^unknown variable \{nombre\}/, undefined, slow)).toBeInTheDocument();
    expect(patches).toEqual([]);

    await user.clear(first);
    await user.type(first, 'Hola {{customerName}, ¿sigue buscando?');
    // The second step goes, a new one comes: every language's texts follow the steps.
    await user.click(screen.getByRole('button', { name: 'Remove step 2' }));
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.type(messageFields().at(-1) as HTMLElement, 'One more check-in.');
    await user.click(screen.getByRole('button', { name: 'Save AI Settings' }));
    await waitFor(() => expect(patches).toHaveLength(1), slow);

    const [saved] = patches;
    expect(saved?.followUpSchedule?.map((s) => s.message)).toEqual([
      settings.followUpSchedule[0]?.message,
      settings.followUpSchedule[2]?.message,
      'One more check-in.',
    ]);
    expect(saved?.languageTemplates?.es.followUpMessages).toEqual([
      'Hola {customerName}, ¿sigue buscando?',
      settings.languageTemplates.es.followUpMessages[2],
      '',
    ]);
    expect(saved?.languageTemplates?.fr.followUpMessages).toEqual([
      settings.languageTemplates.fr.followUpMessages[0],
      '',
      '',
    ]);
  });

  it('loads the Spanish default at once over the saved texts, and asks before replacing edited ones', async () => {
    const user = userEvent.setup();
    const { settings } = renderForm();
    await user.click(await screen.findByRole('tab', { name: 'Message Templates' }, slow));
    await user.click(screen.getByRole('button', { name: 'Español' }));
    const sms = screen.getByLabelText('SMS template') as HTMLTextAreaElement;
    expect(sms.value).toBe(settings.languageTemplates.es.smsTemplate);
    // The saved text is nobody's unsaved work: the default comes at once.
    const load = screen.getByRole('button', { name: 'Load Spanish Default' });
    await user.click(load);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sms.value).toBe(DEFAULT_LANGUAGE_TEMPLATES.es.smsTemplate);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.clear(sms);
    await user.type(sms, 'Buenas {{customerName}: {{message}');
    await user.click(load);
    const ask = await screen.findByRole('dialog', { name: 'Replace the Spanish texts?' }, slow);
    await user.click(within(ask).getByRole('button', { name: 'Keep my texts' }));
    expect(sms.value).toBe('Buenas {customerName}: {message}');
    await user.click(load);
    const again = await screen.findByRole('dialog', { name: 'Replace the Spanish texts?' }, slow);
    await user.click(within(again).getByRole('button', { name: 'Load the Spanish default' }));
    expect((screen.getByLabelText('SMS template') as HTMLTextAreaElement).value).toBe(
      DEFAULT_LANGUAGE_TEMPLATES.es.smsTemplate,
    );
  });
});
