import type { ServiceDeps } from '../../services';
import type { LeadsService } from '../leads/leads.service';

// Placeholder: lead capture from every source is being written.
export function createLeadSourcesService(_deps: ServiceDeps, _others: { leads: LeadsService }) {
  return {};
}
