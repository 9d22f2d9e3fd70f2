import type { Me, User } from '@lead-manager/contracts/users';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { HYUNDAI } from '@/test/api-fixtures';
import { TeamTable } from './team-table';

afterEach(cleanup);

const person = (id: number, role: User['role'], dealershipIds: number[], active = true): User => ({
  id,
  name: `Person ${id}`,
  username: `person${id}`,
  email: `person${id}@team.example`,
  role,
  dealershipIds,
  active,
  deactivatedAt: active ? null : '2026-01-02T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const manager: Me = {
  id: 1,
  username: 'm',
  name: 'Person 1',
  email: 'person1@team.example',
  role: 'manager',
  dealershipIds: [1],
};
const admin: Me = { ...manager, id: 9, role: 'admin', dealershipIds: [1, 2, 3] };
const CHEVROLET = { ...HYUNDAI, id: 1, name: 'Lakeside Auto Group Chevrolet', brand: 'Chevrolet' };
const TEAM = [
  person(1, 'manager', [1]),
  person(2, 'manager', [1]),
  person(3, 'admin', [1, 2, 3]),
  person(4, 'user', [1]),
  person(5, 'user', [1], false),
  person(6, 'user', [1, 3]),
];

function renderFor(me: Me) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TeamTable
        users={TEAM}
        me={me}
        roles={me.role === 'admin' ? ['user', 'manager', 'admin'] : ['user']}
        dealerships={[]}
        ownStores={me.role === 'admin' ? [CHEVROLET, HYUNDAI] : [CHEVROLET]}
        onDeactivate={() => {}}
      />
    </QueryClientProvider>,
  );
  const buttonsOf = (id: number) =>
    within(screen.getByTestId(`team-row-person${id}@team.example`))
      .queryAllByRole('button')
      .map((b) => b.textContent);
  return { buttonsOf };
}

describe('TeamTable', () => {
  it('offers a manager actions only on the salespeople of their own stores, and no reactivation', () => {
    const { buttonsOf } = renderFor(manager);
    expect(buttonsOf(4)).toEqual(['Edit', 'Send reset link', 'Deactivate']);
    for (const id of [1, 2, 3, 5, 6]) expect(buttonsOf(id), `person ${id}`).toEqual([]);
    // Managers give no role: each role is plain text.
    expect(screen.queryAllByRole('combobox')).toEqual([]);
  });

  it('offers an admin every action, reactivation included', () => {
    const { buttonsOf } = renderFor(admin);
    expect(buttonsOf(2)).toEqual(['Edit', 'Send reset link', 'Deactivate']);
    expect(buttonsOf(5)).toEqual(['Reactivate']);
    expect(screen.getByRole('combobox', { name: 'Role of Person 2' })).toBeInTheDocument();
  });

  it('lets a manager change a salesperson’s stores among their own only, with no role to give', async () => {
    renderFor(manager);
    await userEvent.click(
      within(screen.getByTestId('team-row-person4@team.example')).getByRole('button', { name: 'Edit' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Change Person 4' });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Chevrolet']);
    expect(within(dialog).getByRole('checkbox', { name: 'Chevrolet' })).toBeChecked();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
  });

  it('lets an admin change a member’s role as well as their stores', async () => {
    renderFor(admin);
    await userEvent.click(
      within(screen.getByTestId('team-row-person6@team.example')).getByRole('button', { name: 'Edit' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Change Person 6' });
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveTextContent('Salesperson');
    expect(within(dialog).getByRole('checkbox', { name: 'Hyundai' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Hyundai' }));
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });
});
