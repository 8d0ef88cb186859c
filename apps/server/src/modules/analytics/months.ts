/** Calendar months in UTC, oldest first, ending with the month `now` is in. */
export function monthWindow(now: Date, months: number) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const since = new Date(Date.UTC(year, month - (months - 1), 1));
  const keys = Array.from({ length: months }, (_, i) => {
    const at = new Date(Date.UTC(year, month - (months - 1) + i, 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  });
  return { since, keys };
}

/** The rows of each month in `keys`, a month without one filled in by `empty`. */
export function byMonth<Row extends { month: string }>(
  keys: readonly string[],
  rows: readonly Row[],
  empty: (month: string) => Row,
): Row[] {
  const found = new Map(rows.map((row) => [row.month, row]));
  return keys.map((month) => found.get(month) ?? empty(month));
}
