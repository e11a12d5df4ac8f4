/**
 * What the layers above read and order through, and the options of a call: the client
 * (./client.ts) implements it, and so does the partner cache in front of it
 * (src/cache/partner-cache.ts). Apart from the client so that ./paging.ts, which reads through
 * it, and the client, which pages with ./paging.ts, do not import each other.
 */
import type {
  BodyOf,
  Envelope,
  GetOperation,
  Operation,
  ParamsOf,
  PostOperation,
  RecordOf,
  WireActivation,
} from '@msp/partner-interface';

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** forwarded as x-request-id */
  requestId?: string | undefined;
  /** overrides the client's timeout for this call */
  timeoutMs?: number | undefined;
  /** asked before the call is sent (retries within it are not asked again); throws to refuse it unsent */
  admit?: ((operation: Operation) => Promise<void>) | undefined;
  /** ask the partner even where the partner cache holds a fresh answer */
  fresh?: boolean | undefined;
  /**
   * a POST not written to its connection by then (performance.now() ms) is not sent at all
   * (./send-by.ts): it fails as unsent, and never reaches the partner
   */
  sendBy?: number | undefined;
  /** told of each answer the partner cache serves instead of a call: how old it is, and whether past its freshness */
  onCached?: ((answer: { ageMs: number; stale: boolean }) => void) | undefined;
}

export interface ReadAllOptions extends CallOptions {
  /** records per call, never above the maximum @default the client's page size */
  pageSize?: number;
  /** stop after this many records */
  limit?: number;
}

/** The client's methods, as the layers above call them. */
export interface PartnerApi {
  get<O extends GetOperation>(
    operation: O,
    params: ParamsOf<O>,
    options?: CallOptions,
  ): Promise<Envelope<RecordOf<O>>>;
  readAll<O extends GetOperation>(
    operation: O,
    params: ParamsOf<O>,
    options?: ReadAllOptions,
  ): Promise<{ total: number; results: Array<RecordOf<O>> }>;
  post<O extends PostOperation>(
    operation: O,
    body: BodyOf<O>,
    options?: CallOptions,
  ): Promise<WireActivation>;
  /** the provider's current time, epoch ms */
  now(): number;
}
