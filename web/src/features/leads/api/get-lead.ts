import type { Lead } from '@lead-manager/contracts/leads';
import { apiGet } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** GET /api/leads/{id}: one lead, e.g. the existing one Add Lead found. */
export const fetchLead = (id: number) => apiGet<Lead>(`${QK.leads}/${id}`);
