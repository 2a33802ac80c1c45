/** "2026-05": a month as the calendar's address names it. */
export type MonthKey = string;

export const monthKeyOf = (date: Date): MonthKey => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/** The month a key names, or the current month for a missing or malformed key. */
export function parseMonthKey(key: string | null, today = new Date()): { year: number; month: number } {
  const match = key ? /^(\d{4})-(0[1-9]|1[0-2])$/.exec(key) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]) - 1 } : { year: today.getFullYear(), month: today.getMonth() };
}

export const shiftMonth = ({ year, month }: { year: number; month: number }, by: number): MonthKey =>
  monthKeyOf(new Date(year, month + by, 1));

/** A local calendar day, to group posts by the day the agent sees them on. */
export const dayKeyOf = (date: Date) => `${monthKeyOf(date)}-${String(date.getDate()).padStart(2, '0')}`;

/** The weeks (Sunday first) that show a month: whole weeks, with the neighbouring months' days at the edges. */
export function monthGrid(year: number, month: number): Date[][] {
  const first = new Date(year, month, 1);
  const start = new Date(year, month, 1 - first.getDay());
  const last = new Date(year, month + 1, 0);
  const weeks: Date[][] = [];
  for (let day = start; day <= last || weeks.length === 0 || weeks.at(-1)!.length < 7;) {
    if (!weeks.length || weeks.at(-1)!.length === 7) weeks.push([]);
    weeks.at(-1)!.push(day);
    day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
  }
  return weeks;
}
