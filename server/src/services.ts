import { createAssistantService } from './assistant/assistant.service';
import { createOutreach } from './assistant/outreach';
import { createAiSettingsService } from './modules/ai-settings/ai-settings.service';
import { createAppointmentsService } from './modules/appointments/appointments.service';
import { createAuditService } from './modules/audit/audit.service';
import { createApiKeysService } from './modules/auth/api-keys.service';
import { createAuthService } from './modules/auth/auth.service';
import { createPasswordLinksService } from './modules/auth/password-links.service';
import { createConnectionsService } from './modules/connections/connections.service';
import { createConversationsService } from './modules/conversations/conversations.service';
import { createCrmHandoffService } from './modules/crm-handoff/crm-handoff.service';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { createDealershipsService } from './modules/dealerships/dealerships.service';
import { createInboundMessagesService } from './modules/inbound-messages/inbound-messages.service';
import { createInventoryService } from './modules/inventory/inventory.service';
import { createLeadAssignmentService } from './modules/lead-assignment/lead-assignment.service';
import { createLeadImportService } from './modules/lead-import/lead-import.service';
import { createLeadSourcesService } from './modules/lead-sources/lead-sources.service';
import { createLeadWorkService } from './modules/leads/lead-work.service';
import { createLeadsService } from './modules/leads/leads.service';
import { createNotificationsService, createStaffAlerts } from './modules/notifications/notifications.service';

import { createOptOutsService } from './modules/opt-outs/opt-outs.service';
import { createReportsService } from './modules/reports/reports.service';
import { createTeamService } from './modules/users/team.service';
import { createUsersService, setPasswordHash } from './modules/users/users.service';
import { createWebhooksOutService } from './modules/webhooks-out/webhooks-out.service';

import type { ServiceDeps } from './service-deps';

/** Wires every domain service once; modules reach each other only through these. */
export function createServices(deps: ServiceDeps) {
  const audit = createAuditService(deps);
  const auth = createAuthService({ db: deps.db, sessionTtlHours: deps.config.SESSION_TTL_HOURS, audit });
  const passwordLinks = createPasswordLinksService(deps, { auth, audit, setPasswordHash });
  const users = createUsersService(deps, { audit, auth, passwordLinks });
  const dealerships = createDealershipsService(deps, { audit });
  const apiKeys = createApiKeysService({ db: deps.db, audit, dealerships });
  const inventory = createInventoryService(deps, { dealerships });
  // The timeline is the leads service's, made below; it is called only after every service exists.
  const optOuts = createOptOutsService(deps, {
    dealerships,
    timeline: { recordEvent: (...line) => leads.recordEvent(...line) },
  });
  // The leads service is made below; a person's reply marks their response window met through it.
  const conversations = createConversationsService(deps, {
    dealerships,
    optOuts,
    leads: { markActed: (...args) => leads.markActed(...args) },
  });
  const leads = createLeadsService(deps, {
    followUps: conversations,
    optOuts,
    owners: { chooseOwners: (...args) => leadAssignment.chooseOwners(...args) },
    // ADF out (decision 054): new leads and outcomes are handed to the store's CRM in their transaction.
    writes: {
      leadsCreated: (...args) => crmHandoff.leadsCreated(...args),
      outcomesSet: (...args) => crmHandoff.outcomesSet(...args),
    },
  });
  const appointments = createAppointmentsService(deps, {
    leads,
    conversations,
    audit,
    bookings: { appointmentBooked: (...args) => crmHandoff.appointmentBooked(...args) },
  });
  const dashboard = createDashboardService(deps);
  const aiSettings = createAiSettingsService(deps, { dealerships, audit });
  // Webhook Setup's credentials, which the lead sources' and inbound messages' checks read on every post.
  const connections = createConnectionsService(deps, {
    audit,
    latestEvents: (...query) => leadSources.latestEvents(...query),
    adfAddressOf: (dealershipId) => leadSources.adfEmailAddress(dealershipId),
    checkPageToken: (dealershipId) => leadSources.checkPageToken(dealershipId),
  });
  const leadSources = createLeadSourcesService(deps, { leads, audit, credentials: connections.lookup });
  const team = createTeamService(deps);
  const notifications = createNotificationsService(deps, { team });
  const staffAlerts = createStaffAlerts(notifications);
  const assistantDeps = { conversations, appointments, leads, aiSettings, dealerships, optOuts, staffAlerts };
  const assistant = createAssistantService(deps, assistantDeps);
  const outreach = createOutreach(deps, { ...assistantDeps, assistant });
  const inboundMessages = createInboundMessagesService(deps, {
    conversations,
    leads,
    optOuts,
    leadSources,
    staffAlerts,
  });
  const leadWork = createLeadWorkService(deps, {
    leads,
    audit,
    conversations,
    appointments,
    team,
    notifications,
    rescore: (leadId) => leadSources.rescoreLead(leadId),
  });
  const leadAssignment = createLeadAssignmentService(deps, {
    team,
    notifications,
    dealerships,
    recorder: leadWork,
    audit,
  });
  const crmHandoff = createCrmHandoffService(deps, { leads, dealerships });
  const webhooksOut = createWebhooksOutService(deps, {
    audit,
    dealerships,
    notifications,
    team,
    sources: {
      lead: (scope, id) => leads.get(scope, id),
      message: (scope, id) => conversations.message(scope, id),
      appointment: (scope, id) => appointments.get(scope, id),
    },
  });
  return {
    audit,
    team,
    notifications,
    leadWork,
    leadAssignment,
    auth,
    apiKeys,
    passwordLinks,
    users,
    dealerships,
    leads,
    conversations,
    appointments,
    dashboard,
    reports: createReportsService(deps, { dealerships }),
    aiSettings,
    leadSources,
    connections,
    leadImport: createLeadImportService(deps, { leads, dealerships }),
    optOuts,
    assistant,
    outreach,
    inboundMessages,
    inventory,
    crmHandoff,
    webhooksOut,
  };
}

export type Services = ReturnType<typeof createServices>;
