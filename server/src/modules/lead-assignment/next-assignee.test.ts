import { describe, expect, it } from 'vitest';
import { assigneesInTurn, nextAssignee } from './next-assignee';

const rule = (
  mode: string,
  maxOpenLeads: number | null = null,
  lastAssignedUserId: number | null = null,
) => ({
  mode,
  maxOpenLeads,
  lastAssignedUserId,
});
const floor = (...open: [number, number][]) => open.map(([id, openLeads]) => ({ id, openLeads }));

describe('the next owner of a lead', () => {
  it('manual gives nobody the lead', () => {
    expect(nextAssignee(rule('manual'), floor([1, 0]))).toBeNull();
  });

  it('round robin takes the next id after the last one chosen, wrapping round', () => {
    const people = floor([7, 5], [3, 0], [5, 9]);
    expect(nextAssignee(rule('round_robin'), people)).toBe(3);
    expect(nextAssignee(rule('round_robin', null, 3), people)).toBe(5);
    expect(nextAssignee(rule('round_robin', null, 7), people)).toBe(3);
    expect(nextAssignee(rule('round_robin', null, 4), people)).toBe(5);
  });

  it('balanced takes whoever holds the fewest open leads, the lower id on a tie', () => {
    expect(nextAssignee(rule('balanced'), floor([1, 4], [2, 1], [3, 1]))).toBe(2);
  });

  it('the cap leaves out whoever holds that many open leads already, and nobody may be left', () => {
    expect(nextAssignee(rule('round_robin', 2), floor([1, 2], [2, 1]))).toBe(2);
    expect(nextAssignee(rule('balanced', 1), floor([1, 1], [2, 3]))).toBeNull();
  });

  it('never offers the lead back to the owner it is taken from', () => {
    expect(nextAssignee(rule('round_robin', null, 1), floor([1, 0], [2, 0]), 2)).toBe(1);
    expect(nextAssignee(rule('balanced'), floor([1, 0]), 1)).toBeNull();
  });

  it('nobody on the floor: nobody gets it', () => {
    expect(nextAssignee(rule('round_robin'), [])).toBeNull();
  });
});

describe('owners for several leads in turn', () => {
  it('round robin alternates and remembers where it stopped', () => {
    expect(assigneesInTurn(rule('round_robin', null, 2), floor([1, 0], [2, 0]), 3)).toEqual({
      owners: [1, 2, 1],
      last: 1,
    });
  });

  it('each lead given counts for the cap and the balance', () => {
    expect(assigneesInTurn(rule('balanced', 2), floor([1, 1], [2, 0]), 4)).toEqual({
      owners: [2, 1, 2, null],
      last: 2,
    });
  });
});
