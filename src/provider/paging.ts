/**
 * Reading lists from an API with no "many ids" look-up: bounded concurrency, reading a whole
 * list page by page, and the cost model that weighs a whole-list read against per-key calls.
 * The loaders and the activation watcher both decide with `scanCost`.
 */
import {
  type Envelope,
  type GetOperation,
  type ListParams,
  PARTNER_MAX_TAKE,
  type ParamsOf,
  type RecordOf,
} from '@msp/partner-interface';
import type { PartnerApi, ReadAllOptions } from './api.js';

/**
 * Reads every page of a list operation through `reader`, `pageSize` records a call (never
 * above the maximum), and returns all records with the total the provider reported.
 */
export async function readAll<O extends GetOperation>(
  reader: Pick<PartnerApi, 'get'>,
  operation: O,
  params: ParamsOf<O>,
  options: ReadAllOptions & { pageSize: number },
): Promise<{ total: number; results: Array<RecordOf<O>> }> {
  const take = Math.min(options.pageSize, PARTNER_MAX_TAKE);
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const results: Array<RecordOf<O>> = [];
  let total = 0;
  for (let skip = params.skip ?? 0; ; skip += take) {
    const page = await reader.get(
      operation,
      { ...params, skip, take: Math.min(take, limit - results.length) },
      options,
    );
    total = page.total;
    results.push(...page.results);
    if (page.results.length === 0 || skip + page.results.length >= page.total || results.length >= limit)
      break;
  }
  return { total, results };
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
  for (let skip = first.offset + first.results.length; skip < first.total; skip += PARTNER_MAX_TAKE)
    skips.push(skip);
  const pages = await mapLimit(skips, concurrency, (skip) => list({ skip, take: PARTNER_MAX_TAKE }));
  const records = [...first.results];
  for (const page of pages) {
    if (page instanceof Error) throw page;
    records.push(...page.results);
  }
  return records;
}

/**
 * What reading a whole list of `total` records costs, in calls: its pages, plus each record
 * weighed as a fraction of a call (`recordsPerCall` records weigh one), so that a large list
 * is read whole only for a batch that is large compared with it.
 */
export function scanCost(total: number, recordsPerCall: number): number {
  return Math.max(1, Math.ceil(total / PARTNER_MAX_TAKE)) + total / recordsPerCall;
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
