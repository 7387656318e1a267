/**
 * The custom job ids BullMQ rejects (integers would collide with its generated ids). The in-process queue
 * rejects them too, so code that works without Redis keeps working with it.
 */
export function assertValidCustomJobId(id: string): void {
  if (`${parseInt(id, 10)}` === id) throw new Error(`custom job id "${id}" cannot be an integer`);
  if (id.includes(':')) throw new Error(`custom job id "${id}" cannot contain ":"`);
}
