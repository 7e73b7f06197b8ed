// What other modules use of the console's: the audit log's writer and the staff member behind a
// console request (a module reaches another only through its service).
export { recordAudit } from './audit.service.js';
export type { Actor, AuditChange } from './audit.service.js';
export { staffOf } from './staff-caller.js';
export type { StaffCaller } from './staff-caller.js';
