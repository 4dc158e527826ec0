/**
 * The audit module's public face. Other modules record what they change inside their own
 * transaction (the log entry commits or rolls back with the change).
 */
export { fieldChange, recordAudit, recordAudits, type AuditAction, type AuditEntry } from './audit.repository';
export { changedFields } from './audit-diff';
export { runThroughApiToken, type ApiTokenActor } from './audit-context';
