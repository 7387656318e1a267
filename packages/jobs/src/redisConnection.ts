import { type RedisOptions } from 'bullmq';

/*
 * Connection options rather than ioredis instances: BullMQ then opens each connection with the ioredis
 * version it was built against, and closes it with the queue, worker or listener that owns it.
 */

/**
 * Producers (the api adding jobs) fail fast: with the offline queue off, an enqueue while Redis is down
 * rejects at once instead of piling up in memory and hanging a request.
 */
export function producerConnection(redisUrl: string): RedisOptions {
  return { url: redisUrl, enableOfflineQueue: false };
}

/**
 * Consumers (Worker, QueueEvents) block on Redis and must keep retrying through an outage rather than
 * give up after N attempts; BullMQ requires maxRetriesPerRequest null on blocking connections.
 */
export function workerConnection(redisUrl: string): RedisOptions {
  return { url: redisUrl, maxRetriesPerRequest: null };
}
