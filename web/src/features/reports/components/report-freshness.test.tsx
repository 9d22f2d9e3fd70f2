import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n/i18n';
import { ReportFreshness } from './report-freshness';

const computed = new Date('2026-11-25T04:00:00Z');

describe('How fresh the report is', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(computed.getTime() + 12_000));
  });
  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    await applyLanguage('en');
  });

  it('says how old the figures are and keeps counting while the page is open', () => {
    render(<ReportFreshness generatedAt={computed.toISOString()} refreshing={false} onRefresh={() => {}} />);
    expect(screen.getByText('Updated 12 s ago')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Updated 1 min ago')).toBeInTheDocument();
  });

  it('asks for fresh figures, and cannot be pressed again while they come', () => {
    const onRefresh = vi.fn();
    const { rerender } = render(
      <ReportFreshness generatedAt={computed.toISOString()} refreshing={false} onRefresh={onRefresh} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    rerender(<ReportFreshness generatedAt={computed.toISOString()} refreshing onRefresh={onRefresh} />);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  });

  it('counts in Spanish and French too', async () => {
    await applyLanguage('es');
    const { unmount } = render(
      <ReportFreshness generatedAt={computed.toISOString()} refreshing={false} onRefresh={() => {}} />,
    );
    expect(screen.getByText('Actualizado hace 12 s')).toBeInTheDocument();
    unmount();
    await applyLanguage('fr');
    render(<ReportFreshness generatedAt={computed.toISOString()} refreshing={false} onRefresh={() => {}} />);
    expect(screen.getByText('Mis à jour il y a 12 s')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualiser' })).toBeEnabled();
  });
});
