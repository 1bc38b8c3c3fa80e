// The audit log: who changed what, when, from which value to which (owners share the admin with
// staff and ask who changed a price).
export type AuditEntry = {
  id: string;
  at: string;
  email: string;
  /** e.g. 'settings.site-text', 'wilayas.prices', 'gate.password', 'admins.add', 'session.end' */
  action: string;
  /** what was changed: a section, a wilaya code, an email */
  subject: string;
  oldValue: unknown;
  newValue: unknown;
};
/** GET /api/admin/audit?before=<next> */
export type AuditPage = { entries: AuditEntry[]; next: string | null };
export const AUDIT_PAGE_SIZE = 50;
export const isAuditCursor = (value: string) => /^[1-9]\d{0,17}$/.test(value);

/**
 * Failed password sign-ins the audit log keeps: at most this many per client address within the days
 * kept, each forgotten after them. Blocks and sign-ins are kept like every other entry. A stranger
 * guessing from one address writes 6 rows each 10 minutes (5 failures and the block) without a cap.
 */
export const FAILED_SIGN_INS_KEPT = { perAddress: 20, days: 30 } as const;
