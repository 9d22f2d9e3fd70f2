// The server's CRM hand-off quotes the same words, so the rule lives in contracts.
export { formMessageOf } from '@lead-manager/contracts/form-message';
