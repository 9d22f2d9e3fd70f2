/** A store's rule as the choice needs it (no rule row = manual). */
export interface AssignmentRule {
  mode: string;
  maxOpenLeads: number | null;
  lastAssignedUserId: number | null;
}

/** A person linked to the store, on the floor and active, with the open leads (not closed, not test) they hold. */
export interface Candidate {
  id: number;
  openLeads: number;
}

/**
 * Who gets the next lead under the rule: among the candidates under the cap (and not `exclude`, the owner a lead
 * is taken from), balanced = the fewest open leads, round robin = the next id after the last one chosen, wrapping
 * round; ties by id. Manual, or nobody left under the cap: null.
 */
export function nextAssignee(rule: AssignmentRule, candidates: Candidate[], exclude?: number | null) {
  const cap = rule.maxOpenLeads;
  const eligible = candidates
    .filter((c) => c.id !== exclude && (cap === null || c.openLeads < cap))
    .sort((a, b) => a.id - b.id);
  if (rule.mode === 'balanced') {
    const fewest = eligible.reduce<Candidate | undefined>(
      (best, c) => (!best || c.openLeads < best.openLeads ? c : best),
      undefined,
    );
    return fewest?.id ?? null;
  }
  if (rule.mode === 'round_robin') {
    const after = rule.lastAssignedUserId ?? 0;
    return (eligible.find((c) => c.id > after) ?? eligible[0])?.id ?? null;
  }
  return null;
}

/**
 * Owners for `count` leads given one after another: each choice counts the lead it gave (for the cap and balance)
 * and moves round robin's place. A lead nobody can take gets null. Answers the owners and the rule's new place.
 */
export function assigneesInTurn(
  rule: AssignmentRule,
  candidates: Candidate[],
  count: number,
  eachAtMost = Number.POSITIVE_INFINITY,
) {
  let floor = candidates.map((c) => ({ ...c, given: 0 }));
  let last = rule.lastAssignedUserId;
  const owners: (number | null)[] = [];
  for (let i = 0; i < count; i += 1) {
    const chosen = nextAssignee({ ...rule, lastAssignedUserId: last }, floor);
    owners.push(chosen);
    if (chosen === null) continue;
    last = chosen;
    const person = floor.find((c) => c.id === chosen);
    if (!person) continue;
    person.openLeads += 1;
    person.given += 1;
    if (person.given >= eachAtMost) floor = floor.filter((c) => c !== person);
  }
  return { owners, last };
}

/** How many waiting leads one person takes when a store without a cap picks them up: a share, not the backlog. */
export const PICK_UP_SHARE_WITHOUT_CAP = 5;

/**
 * Owners for the waiting leads when someone comes on the floor: in turn as at intake, each person taking at most
 * the store's cap (or `PICK_UP_SHARE_WITHOUT_CAP`) in this pick-up; the rest keep waiting.
 */
export function pickUpOwners(rule: AssignmentRule, candidates: Candidate[], count: number) {
  return assigneesInTurn(rule, candidates, count, rule.maxOpenLeads ?? PICK_UP_SHARE_WITHOUT_CAP);
}
