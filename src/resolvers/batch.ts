/**
 * Batching for an API with no "many ids" look-up. A batch of keys becomes either one call per
 * key (bounded concurrency) or one read of the whole list, page by page, indexed in memory:
 * whichever costs fewer calls. A scanned record is weighed as a fraction of a call, so a
 * large list is read whole only for a batch that is large compared with it.
 */
import { MAX_PAGE_SIZE } from '../provider/client.js';
import type { Envelope, ListParams } from '../provider/wire.js';

export interface BatchSettings {
  /** `naive` makes one call per field, unbatched and uncached: the baseline benchmarks compare with */
  mode: 'batched' | 'naive';
  /** per-key calls in flight at once for one batch @default 8 */
  concurrency: number;
  /** how many scanned records weigh as much as one call @default 200 */
  recordsPerCall: number;
}

/**
 * The totals of whole lists, learned from envelopes and kept across requests. They steer the
 * choice between per-key calls and a scan; no record is ever served from here.
 */
export class ListSizes {
  readonly #totals = new Map<string, { total: number; at: number }>();
  readonly #maxAgeMs: number;

  constructor(maxAgeMs = 5 * 60_000) {
    this.#maxAgeMs = maxAgeMs;
  }

  get(list: string): number | undefined {
    const entry = this.#totals.get(list);
    return entry !== undefined && Date.now() - entry.at < this.#maxAgeMs ? entry.total : undefined;
  }

  set(list: string, total: number): void {
    this.#totals.set(list, { total, at: Date.now() });
  }
}

/** True when reading the whole list costs less than `keys × callsPerKey` calls. */
export function scanIsCheaper(
  keys: number,
  callsPerKey: number,
  total: number,
  settings: BatchSettings,
): boolean {
  const pages = Math.max(1, Math.ceil(total / MAX_PAGE_SIZE));
  return pages + total / settings.recordsPerCall < keys * callsPerKey;
}

/** Runs `fn` over `items` with at most `limit` in flight; a failure becomes that item's Error. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<Array<R | Error>> {
  const out = new Array<R | Error>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index] as T;
      try {
        out[index] = await fn(item);
      } catch (error) {
        out[index] = error instanceof Error ? error : new Error(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Reads every page of a list whose total is known, pages in parallel (bounded). */
export async function readPages<T>(
  list: (params: ListParams) => Promise<Envelope<T>>,
  first: Envelope<T>,
  concurrency: number,
): Promise<T[]> {
  const skips: number[] = [];
  for (let skip = first.offset + first.results.length; skip < first.total; skip += MAX_PAGE_SIZE)
    skips.push(skip);
  const pages = await mapLimit(skips, concurrency, (skip) => list({ skip, take: MAX_PAGE_SIZE }));
  const records = [...first.results];
  for (const page of pages) {
    if (page instanceof Error) throw page;
    records.push(...page.results);
  }
  return records;
}
