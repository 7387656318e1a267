/** A count with thousands separators, the same on every machine ("3,201"). */
export const formatCount = (count: number) => count.toLocaleString('en-US');
