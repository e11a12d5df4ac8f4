/**
 * A timer for a moment in time (a token's expiry), however far away: Node's timers hold at
 * most 2^31-1 ms (24.8 days) and fire at once for anything longer, so a far moment is reached
 * in several laps.
 */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Calls `fire` at `epochMs` (soon, when it has passed); the function returned cancels it. */
export function at(epochMs: number, fire: () => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const delay = Math.max(0, epochMs - Date.now());
    // a pending deadline alone does not keep the process alive
    timer = setTimeout(delay > LONGEST_TIMER_MS ? arm : fire, Math.min(delay, LONGEST_TIMER_MS)).unref();
  };
  arm();
  return () => clearTimeout(timer);
}
