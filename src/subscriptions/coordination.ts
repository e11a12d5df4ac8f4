/**
 * What the activation watchers of several gateway instances agree on: which instance polls an
 * activation (a lease each), and the latest state of every watched activation, readable by a
 * subscriber that joins on any instance. One instance alone needs neither: this in-memory
 * coordination grants every lease and keeps no shared state.
 */
import type { WatchEvent } from './pubsub.js';

export interface Coordination {
  /** how long a lease lasts without renewal; another instance takes over after it */
  readonly leaseTtlMs: number;
  /** takes or renews the leases of these activations: true where this instance is to poll */
  lease(ids: readonly string[]): Promise<boolean[]>;
  /** gives a lease back, so another instance may take it at once */
  release(id: string): Promise<void>;
  /** records an activation's latest state for every instance */
  saveState(id: string, event: WatchEvent): Promise<void>;
  /** the latest state any instance recorded */
  loadState(id: string): Promise<WatchEvent | undefined>;
  /** resolves once subscriptions made before it are in place (so no message can be missed after) */
  subscribed(): Promise<void>;
  close(): Promise<void>;
}

export class LocalCoordination implements Coordination {
  readonly leaseTtlMs = Number.POSITIVE_INFINITY;

  async lease(ids: readonly string[]): Promise<boolean[]> {
    return ids.map(() => true);
  }

  async release(): Promise<void> {}

  async saveState(): Promise<void> {}

  async loadState(): Promise<WatchEvent | undefined> {
    return undefined;
  }

  async subscribed(): Promise<void> {}

  async close(): Promise<void> {}
}
