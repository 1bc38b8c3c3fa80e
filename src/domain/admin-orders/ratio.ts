// A share of a whole for the dashboard's rates (confirmed, delivered, returned); null when there is
// nothing to share yet, so the screen shows a dash rather than 0 %.
export const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);
