import type { Connection } from '@lead-manager/contracts/connections';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LastEvent } from './last-event';
import { testConnection } from './test-connection';

afterEach(cleanup);

const google = (last: Partial<Connection>): Connection =>
  testConnection({ source: 'google', reason: "Open with this store's lead key", ...last });

const ERROR = { lastError: 'Invalid google_key', lastErrorAt: '2026-03-02T15:00:00.000Z' };

describe('LastEvent', () => {
  it('shows a recent error as the last error, in red', () => {
    render(
      <LastEvent connection={google({ lastEventAt: ERROR.lastErrorAt, lastResult: 'refused', ...ERROR })} />,
    );
    const error = screen.getByTestId('last-error');
    expect(error).toHaveTextContent(/^Last error \(.+\): Invalid google_key$/);
    expect(error).toHaveClass('text-destructive');
  });

  it('says an error followed by a success is an earlier one, not the state of the source now', () => {
    render(
      <LastEvent
        connection={google({ lastEventAt: '2026-03-02T16:00:00.000Z', lastResult: 'processed', ...ERROR })}
      />,
    );
    expect(screen.getByTestId('last-event-result')).toHaveTextContent('became a lead');
    const error = screen.getByTestId('last-error');
    expect(error).toHaveTextContent(/^Earlier error \(.+\), later events succeeded: Invalid google_key$/);
    expect(error).not.toHaveClass('text-destructive');
  });

  it('keeps the error current when what followed it did not succeed', () => {
    render(
      <LastEvent
        connection={google({ lastEventAt: '2026-03-02T16:00:00.000Z', lastResult: 'pending', ...ERROR })}
      />,
    );
    expect(screen.getByTestId('last-error')).toHaveTextContent(/^Last error/);
  });

  it('says a test lead was made and links to where it is shown', () => {
    render(
      <LastEvent connection={google({ lastEventAt: '2026-03-02T16:00:00.000Z', lastResult: 'test-lead' })} />,
    );
    expect(screen.getByTestId('last-event-result')).toHaveTextContent(
      "test lead created — shown under the Leads page's Test filter",
    );
    expect(screen.getByRole('link', { name: 'Show test leads' })).toHaveAttribute(
      'href',
      '/leads?source=test',
    );
  });

  it('says an ignored post was ignored, and why', () => {
    render(
      <LastEvent
        connection={google({
          source: 'facebook',
          lastEventAt: '2026-03-02T16:00:00.000Z',
          lastResult: 'ignored',
          lastReason: 'no leadgen_id in the change',
        })}
      />,
    );
    expect(screen.getByTestId('last-event-result')).toHaveTextContent(
      /: ignored \(no leadgen_id in the change\)$/,
    );
  });
});
