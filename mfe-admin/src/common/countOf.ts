/** A count with its noun in the right number and thousands separators: "1 admin", "1,204 users". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
