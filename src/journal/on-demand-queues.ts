/**
 * The outbox's queues (./queue.ts), started when they are first needed on the embedded PGlite.
 *
 * On a PostgreSQL server they start as the journal opens: an instance takes up the jobs of one
 * that was killed, whether or not it wrote any itself. The embedded PGlite has one instance,
 * whose outbox only it writes, so its queues start when a message is first there to deliver (a
 * statement wrote one, a deliverer was handed one, or the journal opened with one left from an
 * earlier run, which `opened` is told). Until then nothing polls: pg-boss's workers each poll
 * every second, 16 statements a second in the WebAssembly database on the request core, most of
 * the idle CPU of `npm start`. Earns docs/performance.md "idle CPU, `npm start` defaults".
 */
import type { JobsDatabase } from './database.js';
import type { OutboxKey } from './outbox.js';
import { type OutboxChannel, type OutboxQueue, OutboxQueues } from './queue.js';

export class OnDemandQueues extends OutboxQueues {
  #database: JobsDatabase | undefined;
  #wanted = false;

  override add<D extends object>(channel: OutboxChannel<D>): OutboxQueue<D> {
    const queue = super.add(channel);
    const hint = queue.hint.bind(queue);
    queue.hint = (pairs, startAfter) => {
      if (pairs.length > 0) this.#needed();
      return hint(pairs, startAfter);
    };
    return queue;
  }

  override hint(keys: readonly OutboxKey[]): Promise<void> {
    if (keys.length > 0) this.#needed();
    return super.hint(keys);
  }

  /**
   * The journal's database is open (again): the queues start on it now on a server, or when it
   * already holds messages to deliver (`undelivered`), or once they were started before.
   */
  override start(database: JobsDatabase, undelivered?: () => Promise<boolean>): Promise<void> {
    this.#database = database;
    if ('url' in database) this.#wanted = true;
    if (this.#wanted) return this.#start();
    if (undelivered !== undefined)
      void undelivered().then(
        (any) => (any ? this.#needed() : undefined),
        () => this.#needed(),
      );
    return Promise.resolve();
  }

  #needed(): void {
    if (this.#wanted) return;
    this.#wanted = true;
    if (this.#database !== undefined)
      this.#start().catch((error: unknown) =>
        this.logger.error(
          { err: error },
          'outbox: the delivery queues did not start; messages wait in the outbox',
        ),
      );
  }

  #start(): Promise<void> {
    const database = this.#database;
    if (database === undefined) return Promise.resolve();
    return super.start(database);
  }
}
