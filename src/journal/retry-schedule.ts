/**
 * When a failed outbox message is tried again: WEBHOOK_RETRY_SCHEDULE (PUSH_RETRY_SCHEDULE), a list of delays such as
 * `5s,5m,30m,2h,5h,10h,10h` (each after the attempt before it), each jittered by up to a fifth
 * either way so that the messages of one outage do not all come back at once. A message that
 * fails once more after the last delay is a dead letter.
 */
const UNITS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** the delays of a schedule in milliseconds; throws naming the part it cannot read */
export function parseSchedule(text: string): number[] {
  return text.split(',').map((part) => {
    const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)\s*$/.exec(part);
    const unit = match?.[2];
    if (match === null || unit === undefined) {
      throw new Error(`"${part.trim()}" is not a delay such as 5s, 5m, 2h or 1d`);
    }
    return Math.round(Number(match[1]) * (UNITS[unit] ?? 0));
  });
}

/** the delay before attempt `attempts + 1`, once `attempts` have failed; undefined: none is left */
export function nextDelay(
  schedule: readonly number[],
  attempts: number,
  random: () => number = Math.random,
): number | undefined {
  const delay = schedule[attempts - 1];
  if (delay === undefined) return undefined;
  return Math.round(delay * (0.8 + 0.4 * random()));
}
