// The leads module's reads that other modules may use: the list's filters (the CSV export pages through them) and
// the search condition (the conversations list searches leads the same way). Everything else in leads.repo is the
// module's own.
export { findLeads, type LeadFilter, type LeadRow, leadSearchCondition } from './leads.repo';
