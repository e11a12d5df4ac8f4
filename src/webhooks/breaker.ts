/**
 * A circuit breaker per webhook endpoint. An endpoint whose last five attempts all timed out
 * (no answer, or no connection, within WEBHOOK_TIMEOUT_MS) is not tried for a while, so that it
 * does not hold a delivery worker for the whole timeout at each of its messages; an attempt that
 * fails at once (a refused connection) holds no one and keeps to the retry schedule. The
 * circuit is open for twice the timeout, then one attempt goes (the probe, half-open): if it
 * ends otherwise than by a timeout (an answer, whatever its status) the circuit closes; if it
 * times out, the circuit opens again for twice as long as before, up to ten minutes. While the
 * circuit is open or its probe is out, the endpoint's messages wait without an attempt, their
 * attempts not counted (./delivery.ts).
 *
 * It also says which endpoints are suspect, for the outbox's delivery queue (src/journal/queue.ts),
 * which lets suspect endpoints together hold at most half the workers, one each: an endpoint is
 * suspect until it has answered on this instance, from a timeout until it answers again (its
 * circuit, closed, open or half-open: so a probe is suspect), and while an attempt to it has
 * been out for a quarter of the timeout.
 *
 * The state is in memory, per instance: each instance learns for itself that an endpoint does
 * not answer (five timeouts each), and that it answers (its first answer there); a restarted one
 * learns both again.
 */

/** consecutive attempts that timed out which open an endpoint's circuit */
export const BREAKER_THRESHOLD = 5;
/** the longest a circuit stays open before its next probe */
export const BREAKER_MAX_OPEN_MS = 600_000;
/** the part of the timeout after which an attempt still out makes its endpoint suspect */
export const SUSPECT_AFTER = 1 / 4;

interface Circuit {
  /** attempts in a row that timed out */
  failures: number;
  /** while open: no attempt before this time (epoch ms) */
  openUntil?: number;
  /** how long it was opened for the last time */
  openMs: number;
  /** a probe is out: the others wait for its answer */
  probing: boolean;
}

/** what `admit` says: go ahead, or wait until `until` (and why, for the message's lastError) */
export type Admission = { go: true } | { go: false; until: Date; reason: string };

export class Breakers {
  readonly #timeoutMs: number;
  readonly #circuits = new Map<string, Circuit>();
  /** the endpoints that answered here since their last timeout (`settled`) */
  readonly #answered = new Set<string>();
  /** the attempts out, by endpoint: when each started (epoch ms) */
  readonly #out = new Map<string, Set<{ at: number }>>();

  /** `timeoutMs`: how long an endpoint has to answer; a circuit opens first for twice that */
  constructor(timeoutMs: number) {
    this.#timeoutMs = timeoutMs;
  }

  /** whether an attempt to the endpoint may go now; the first after an open circuit's time is its probe */
  admit(endpointId: string, now = Date.now()): Admission {
    const circuit = this.#circuits.get(endpointId);
    if (circuit?.openUntil === undefined) return { go: true };
    if (circuit.probing) {
      // the probe's answer comes within a timeout
      return {
        go: false,
        until: new Date(now + this.#timeoutMs),
        reason: `not attempted: the endpoint's last ${BREAKER_THRESHOLD} attempts timed out and a probe is out (its circuit is half-open)`,
      };
    }
    if (now < circuit.openUntil) {
      const until = new Date(circuit.openUntil);
      return {
        go: false,
        until,
        reason: `not attempted: the endpoint's last ${BREAKER_THRESHOLD} attempts timed out, so its circuit is open until ${until.toISOString()}, when one attempt probes it`,
      };
    }
    circuit.probing = true;
    return { go: true };
  }

  /** an attempt to the endpoint starts now: the function returned says it ended */
  started(endpointId: string, now = Date.now()): () => void {
    const attempt = { at: now };
    const out = this.#out.get(endpointId) ?? new Set();
    out.add(attempt);
    this.#out.set(endpointId, out);
    return () => {
      out.delete(attempt);
      if (out.size === 0 && this.#out.get(endpointId) === out) this.#out.delete(endpointId);
    };
  }

  /**
   * Whether the endpoint is not known to answer: it has not answered here yet, or an attempt
   * timed out since its last answer, or an attempt to it has been out for a quarter of the timeout.
   */
  suspect(endpointId: string, now = Date.now()): boolean {
    if (!this.#answered.has(endpointId) || this.#circuits.has(endpointId)) return true;
    const since = now - SUSPECT_AFTER * this.#timeoutMs;
    for (const attempt of this.#out.get(endpointId) ?? []) if (attempt.at <= since) return true;
    return false;
  }

  /**
   * An attempt ended otherwise than by a timeout (an answer, whatever its status; a refused
   * connection; not sent at all): the endpoint holds no worker, its circuit closes.
   */
  settled(endpointId: string): void {
    this.#circuits.delete(endpointId);
    this.#answered.add(endpointId);
  }

  /** an attempt timed out: a probe's opens the circuit again for longer; the threshold's opens it */
  timedOut(endpointId: string, now = Date.now()): void {
    const circuit = this.#circuits.get(endpointId) ?? { failures: 0, openMs: 0, probing: false };
    this.#circuits.set(endpointId, circuit);
    this.#answered.delete(endpointId);
    if (circuit.probing) {
      circuit.probing = false;
      circuit.openMs = Math.min(2 * circuit.openMs, BREAKER_MAX_OPEN_MS);
      circuit.openUntil = now + circuit.openMs;
      return;
    }
    // attempts that were out when it opened change nothing
    if (circuit.openUntil !== undefined) return;
    circuit.failures += 1;
    if (circuit.failures < BREAKER_THRESHOLD) return;
    circuit.openMs = Math.min(2 * this.#timeoutMs, BREAKER_MAX_OPEN_MS);
    circuit.openUntil = now + circuit.openMs;
  }

  /** the endpoints whose circuit is open or half-open */
  open(): number {
    let n = 0;
    for (const circuit of this.#circuits.values()) if (circuit.openUntil !== undefined) n += 1;
    return n;
  }

  /** forgets an endpoint's timeouts: staff replayed its messages or enabled it again (an attempt now), or deleted it */
  forget(endpointId: string): void {
    this.#circuits.delete(endpointId);
  }
}
