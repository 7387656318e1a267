/**
 * A size as people read it: '3.7 KB', '50 MB'. Rounded up to a tenth, so that a file a byte over a limit
 * never reads as the limit itself.
 */
export function describeSize(bytes: number): string {
  const [amount, unit] = bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'MB'] : [bytes / 1024, 'KB'];
  return `${(Math.ceil(amount * 10) / 10).toFixed(1).replace(/\.0$/, '')} ${unit}`;
}
