/**
 * The keys of changes (live-keys.ts), carried to the live queries of every instance: over the
 * event target the subscription fields already use (Redis, with several instances), one message
 * per batch of keys (what one poll or one order changed), not one per key; in this process
 * without it. An instance that learns of a change sends it, and every instance, the sender among
 * them, hears it from the target.
 *
 * What arrives within one turn of the event loop is handed on together, once: a live query
 * named by several keys of one batch, or of batches that come together, runs again once.
 */

/** the event target's name for the keys of changes (a Redis channel under the prefix) */
const TOPIC = 'live-queries';

export class InvalidationBus {
  readonly #target: EventTarget | undefined;
  readonly #deliver: (keys: readonly string[]) => void;
  readonly #pending = new Set<string>();
  #flush: NodeJS.Immediate | undefined;
  readonly #onEvent = (event: Event) => {
    const { detail } = event as CustomEvent<unknown>;
    if (Array.isArray(detail)) this.#receive(detail.filter((key): key is string => typeof key === 'string'));
  };

  /**
   * @param target Redis's, for several instances; absent: in this process
   * @param deliver called with the keys of what arrived in one turn, each key once
   */
  constructor(target: EventTarget | undefined, deliver: (keys: readonly string[]) => void) {
    this.#target = target;
    this.#deliver = deliver;
    target?.addEventListener(TOPIC, this.#onEvent);
  }

  /** Tells every instance of one batch of changed keys, in one message. */
  send(keys: ReadonlySet<string>): void {
    if (keys.size === 0) return;
    if (this.#target === undefined) this.#receive(keys);
    else this.#target.dispatchEvent(new CustomEvent(TOPIC, { detail: [...keys] }));
  }

  close(): void {
    this.#target?.removeEventListener(TOPIC, this.#onEvent);
    if (this.#flush !== undefined) clearImmediate(this.#flush);
    this.#flush = undefined;
    this.#pending.clear();
  }

  #receive(keys: Iterable<string>): void {
    for (const key of keys) this.#pending.add(key);
    this.#flush ??= setImmediate(() => {
      this.#flush = undefined;
      const batch = [...this.#pending];
      this.#pending.clear();
      this.#deliver(batch);
    });
  }
}
