// The store's days as the flags count them: YYYY-MM-DD, weeks from Monday to Sunday.
const DAY_MS = 86_400_000;
export const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday and the Sunday of a day's week. */
export function weekOf(day: string): { fromDay: string; toDay: string } {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const fromDay = shiftDay(day, -weekday);
  return { fromDay, toDay: shiftDay(fromDay, 6) };
}
