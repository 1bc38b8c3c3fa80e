// The dashboard's numbers as the owner reads them: a rate as a whole percent, none yet as a dash.
export function percent(rate: number | null): string | null {
  return rate === null ? null : `${Math.round(rate * 100)}%`;
}
