import { QUEUE_NAMES, type QueueName } from './types';

/** Builds one value per queue, typed so that no queue can be forgotten. */
export function byQueue<V>(make: (name: QueueName) => V): Record<QueueName, V> {
  return Object.fromEntries(QUEUE_NAMES.map((name) => [name, make(name)])) as Record<QueueName, V>;
}
