import { Redis } from 'ioredis';

/** `maxRetriesPerRequest: null` is what BullMQ requires for its blocking connections. */
export function connectRedis(url: string, name: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, connectionName: name, lazyConnect: false });
}

export async function pingRedis(redis: Redis): Promise<void> {
  const reply = await redis.ping();
  if (reply !== 'PONG') throw new Error(`unexpected PING reply ${reply}`);
}
