// Numbers and dates in the browser's own locale.
const numbers = new Intl.NumberFormat();
const dateTimes = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dates = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export const formatNumber = (n: number) => numbers.format(n);
export const formatDecimal = (n: number, digits = 3) => new Intl.NumberFormat(undefined, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
export const formatPercent = (n: number) => new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 }).format(n);
export const formatMoney = (n: number, currency = 'USD') => new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() }).format(n);

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTimes.format(new Date(iso)) : '—';
}

/** A `YYYY-MM-DD` day as the browser writes dates (read as that calendar day, whatever the zone). */
export function formatDay(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return dates.format(new Date(y!, m! - 1, d!));
}
