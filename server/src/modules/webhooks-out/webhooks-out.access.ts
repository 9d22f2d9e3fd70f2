// What a person may see of webhooks and how an endpoint and its delivery log are shown: the service's rules of
// access and its DTOs, apart from the delivery machinery.
import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@lead-manager/contracts/webhooks';
import { forbidden } from '../../lib/http-errors';
import { type Scope, scopeFor } from '../../lib/scope';
import type { AuthUser } from '../auth/auth.service';
import type { DeliveryRow, EndpointRow } from './webhooks-out.repo';

export const toEndpointDto = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  dealershipId: row.dealershipId,
  url: row.url,
  events: row.events as WebhookEventType[],
  active: row.active,
  disabledReason: row.disabledReason,
  failedDeliveries: row.failedDeliveries,
  createdAt: row.createdAt.toISOString(),
});

export const toDeliveryDto = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType,
  attempt: row.attempt,
  responseStatus: row.responseStatus,
  ok: row.ok,
  error: row.error,
  durationMs: row.durationMs,
  createdAt: row.createdAt.toISOString(),
});

/** Admins manage endpoints; managers may read their stores' (to see why a CRM missed a lead); others nothing. */
export function readScope(actor: AuthUser): Scope {
  if (actor.role === 'user') throw forbidden('Only managers and admins see webhooks');
  return scopeFor(actor);
}
export function requireAdmin(actor: AuthUser) {
  if (actor.role !== 'admin') throw forbidden('Only admins manage webhooks');
}

export const storeScope = (dealershipId: number): Scope => ({ all: false, dealershipIds: [dealershipId] });
