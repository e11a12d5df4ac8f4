/**
 * The shared Redis tests run against: REDIS_TEST_URL (default redis://127.0.0.1:6379). A file
 * that needs it is skipped with a printed reason when none answers, except under CI, where
 * that is a failure.
 */
import { Redis } from 'ioredis';

export const REDIS_URL = process.env['REDIS_TEST_URL'] ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Whether Redis answers; throws under CI when it does not, since `what` needs it there. */
export async function sharedRedis(what: string): Promise<boolean> {
  const available = await redisAnswers();
  if (!available) {
    if (process.env['CI'] !== undefined)
      throw new Error(`Redis does not answer at ${REDIS_URL}, and CI needs the ${what}`);
    process.stdout.write(`${what} skipped: no Redis answers at ${REDIS_URL}\n`);
  }
  return available;
}

/** Deletes every key under `prefix`: what a test's instances left in the shared Redis. */
export async function dropKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
