import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SecretOnceDialog } from './secret-once-dialog';

/** A create dialog as the API keys and webhooks screens use it: making sets the secret, opening empties it. */
function MakeKey() {
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <SecretOnceDialog
      onOpen={() => setSecret(null)}
      trigger={<button type="button">New key</button>}
      title="New key"
      description="Made once"
      secret={secret}
      texts={{ shownOnce: 'Copy it now', label: 'The key', done: 'Done' }}
    >
      <button type="button" onClick={() => setSecret(`lm_key_${Math.random()}`)}>
        Make
      </button>
    </SecretOnceDialog>
  );
}

describe('SecretOnceDialog', () => {
  afterEach(cleanup);

  it('shows the secret once; Done closes it, and the next opening starts at the form without it', async () => {
    const user = userEvent.setup();
    render(<MakeKey />);
    await user.click(screen.getByRole('button', { name: 'New key' }));
    await user.click(screen.getByRole('button', { name: 'Make' }));
    expect(screen.getByText('Copy it now')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New key' }));
    expect(screen.getByRole('button', { name: 'Make' })).toBeInTheDocument();
    expect(screen.queryByText('Copy it now')).not.toBeInTheDocument();
  });
});
