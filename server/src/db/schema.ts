// Every table of the product, gathered for Drizzle and drizzle-kit. Each module owns its own tables file.
export * from '../modules/ai-settings/ai-settings.tables';
export * from '../modules/appointments/appointments.tables';
export * from '../modules/audit/audit.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/conversations/conversations.tables';
export * from '../modules/dealerships/dealerships.tables';
export * from '../modules/inbound-messages/webhook-tokens.tables';
export * from '../modules/inventory/inventory.tables';
export * from '../modules/lead-assignment/lead-assignment.tables';
export * from '../modules/lead-import/lead-import.tables';
export * from '../modules/lead-sources/lead-sources.tables';
export * from '../modules/leads/lead-notes.tables';
export * from '../modules/leads/leads.tables';
export * from '../modules/notifications/notifications.tables';
export * from '../modules/opt-outs/opt-outs.tables';
export * from '../modules/reports/lead-day-stats.tables';
export * from '../modules/users/users.tables';
