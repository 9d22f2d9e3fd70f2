import { inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { notFound } from './http-errors';

/** The dealerships a request may touch: every one (admins) or a list. Every repo function takes one. */
export type Scope =
  | { readonly all: true }
  | { readonly all: false; readonly dealershipIds: readonly number[] };

export const ALL_DEALERSHIPS: Scope = { all: true };

export function scopeFor(user: { role: string; dealershipIds: readonly number[] }): Scope {
  return user.role === 'admin' ? ALL_DEALERSHIPS : { all: false, dealershipIds: user.dealershipIds };
}

export function canAccess(scope: Scope, dealershipId: number): boolean {
  return scope.all || scope.dealershipIds.includes(dealershipId);
}

/** Narrows a scope to one requested dealership; another dealership's id is a 404, as if it did not exist. */
export function narrowScope(scope: Scope, dealershipId: number | undefined): Scope {
  if (dealershipId === undefined) return scope;
  if (!canAccess(scope, dealershipId)) throw notFound('Dealership');
  return { all: false, dealershipIds: [dealershipId] };
}

/** SQL condition limiting `column` (a table's, or an aliased one in raw SQL) to the scope. */
export function inScope(column: AnyPgColumn | SQLWrapper, scope: Scope): SQL {
  if (scope.all) return sql`true`;
  if (scope.dealershipIds.length === 0) return sql`false`;
  return inArray(column, [...scope.dealershipIds]);
}

/** Refuses a row about to be written for a dealership outside the scope, as if that dealership did not exist. */
export function assertInScope(scope: Scope, dealershipId: number): void {
  if (!canAccess(scope, dealershipId)) throw notFound('Dealership');
}
