/** The row of an INSERT or UPDATE ... RETURNING that must have touched exactly one. */
export function onlyRow<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('expected the statement to return a row, it returned none');
  return row;
}
