import { formatNumber } from './format';

/** A running time in hours and minutes: 139 → "2h 19m", 45 → "45m", 120 → "2h". */
export function formatRuntime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** Whole US dollars with separators, the same on every machine: "$63,000,000". */
export function formatMoney(amount: number): string {
  return `${amount < 0 ? '-' : ''}$${formatNumber(Math.round(Math.abs(amount)))}`;
}

/** US dollars in millions, one decimal: 37_853_753 → "$37.9M". */
export function formatMillions(amount: number): string {
  return `${amount < 0 ? '-' : ''}$${(Math.abs(amount) / 1_000_000).toFixed(1)}M`;
}
