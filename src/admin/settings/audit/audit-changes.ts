// An audit entry's old and new values as the lines worth reading: for two objects (a settings
// section), only the fields that changed; otherwise the values themselves. Secrets never reach
// the log (the server writes a marker for a password), so nothing is hidden here.
export type AuditLine = { field: string | null; before: string; after: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function shown(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}

export function auditLines(oldValue: unknown, newValue: unknown): AuditLine[] {
  // Something added or removed (an admin email, the first account) reads field by field too.
  if (isRecord(newValue) && (oldValue === null || oldValue === undefined)) oldValue = {};
  if (isRecord(oldValue) && (newValue === null || newValue === undefined)) newValue = {};
  if (isRecord(oldValue) && isRecord(newValue)) {
    const fields = [...new Set([...Object.keys(oldValue), ...Object.keys(newValue)])];
    return fields
      .filter((field) => JSON.stringify(oldValue[field]) !== JSON.stringify(newValue[field]))
      .map((field) => ({ field, before: shown(oldValue[field]), after: shown(newValue[field]) }));
  }
  return [{ field: null, before: shown(oldValue), after: shown(newValue) }];
}
