/**
 * The circuit of a webhook endpoint (src/webhooks/breaker.ts) through its states, on a clock the
 * test gives: closed, open after five timeouts in a row, half-open for one probe, open again for
 * twice as long or closed; and when its endpoint is suspect, which the delivery queue holds to
 * one worker each and half of them together. (Over real HTTP beside a healthy endpoint: webhooks-hanging.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { BREAKER_MAX_OPEN_MS, BREAKER_THRESHOLD, Breakers, SUSPECT_AFTER } from '../src/webhooks/breaker.js';

const TIMEOUT = 1_000;
const E = 'endpoint';

function opened(b: Breakers, at = 0): void {
  for (let i = 0; i < BREAKER_THRESHOLD; i++) b.timedOut(E, at);
}

describe("a webhook endpoint's circuit", () => {
  it('stays closed through fewer timeouts in a row than the threshold, and anything else starts the count again', () => {
    const b = new Breakers(TIMEOUT);
    for (let i = 0; i < BREAKER_THRESHOLD - 1; i++) b.timedOut(E, 0);
    b.settled(E);
    for (let i = 0; i < BREAKER_THRESHOLD - 1; i++) b.timedOut(E, 0);
    expect(b.admit(E, 0)).toEqual({ go: true });
    expect(b.open()).toBe(0);
  });

  it('opens at the threshold for twice the timeout, then lets one probe through while the others wait for it', () => {
    const b = new Breakers(TIMEOUT);
    opened(b);
    expect(b.open()).toBe(1);
    const refused = b.admit(E, 1_999);
    expect(refused).toMatchObject({ go: false, until: new Date(2_000) });
    expect(refused.go ? '' : refused.reason).toMatch(/circuit is open until 1970-01-01T00:00:02.000Z/);
    // a timeout of an attempt that was out when it opened changes nothing
    b.timedOut(E, 1_500);
    expect(b.admit(E, 2_000)).toEqual({ go: true });
    expect(b.admit(E, 2_001)).toMatchObject({ go: false, until: new Date(3_001) });
  });

  it('opens again for twice as long when the probe times out, up to the longest wait', () => {
    const b = new Breakers(TIMEOUT);
    opened(b);
    let now = 2_000;
    let wait = 2_000;
    for (let round = 0; round < 12; round++) {
      expect(b.admit(E, now)).toEqual({ go: true });
      b.timedOut(E, now);
      wait = Math.min(2 * wait, BREAKER_MAX_OPEN_MS);
      expect(b.admit(E, now + wait - 1)).toMatchObject({ go: false, until: new Date(now + wait) });
      now += wait;
    }
    expect(wait).toBe(BREAKER_MAX_OPEN_MS);
  });

  it('closes when the probe ends otherwise than by a timeout, or when it is forgotten (a replay, the endpoint enabled or deleted)', () => {
    const b = new Breakers(TIMEOUT);
    opened(b);
    expect(b.admit(E, 2_000)).toEqual({ go: true });
    b.settled(E);
    expect(b.open()).toBe(0);
    expect(b.admit(E, 2_001)).toEqual({ go: true });
    opened(b, 3_000);
    b.forget(E);
    expect(b.admit(E, 3_001)).toEqual({ go: true });
    expect(b.open()).toBe(0);
  });

  it('calls an endpoint suspect until it answered here, from a timeout until it answers again, and while an attempt to it is out for a quarter of the timeout', () => {
    const b = new Breakers(TIMEOUT);
    expect(b.suspect(E, 0)).toBe(true);
    b.settled(E);
    expect(b.suspect(E, 0)).toBe(false);
    const ended = b.started(E, 0);
    expect(b.suspect(E, SUSPECT_AFTER * TIMEOUT - 1)).toBe(false);
    expect(b.suspect(E, SUSPECT_AFTER * TIMEOUT)).toBe(true);
    ended();
    expect(b.suspect(E, TIMEOUT)).toBe(false);
    b.timedOut(E, TIMEOUT);
    expect(b.suspect(E, TIMEOUT)).toBe(true);
    // the probe of an open circuit too
    opened(b, TIMEOUT);
    expect(b.admit(E, 10 * TIMEOUT)).toEqual({ go: true });
    expect(b.suspect(E, 10 * TIMEOUT)).toBe(true);
    b.settled(E);
    expect(b.suspect(E, 10 * TIMEOUT)).toBe(false);
  });
});
