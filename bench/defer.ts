/**
 * @defer against a slow partner read: the Dashboard with 1.5 s of partner latency on invoices
 * and the partner cache off (every read cold). Its first part, against the same page without
 * the deferred fields answered whole; and its last part. Target: the first part within 100 ms
 * of the page without the deferred fields.
 */
import { DashboardDocument } from '@msp/client';
import { print, visit } from 'graphql';
import { gatewayOn, percentile } from './harness.js';

export interface DeferRow {
  variant: string;
  runs: number;
  p50: number;
  p99: number;
}

const INVOICE_LATENCY_MS = 1_500;

/** the Dashboard without its deferred fragments: what the first part holds, answered whole */
const withoutDeferred = print(
  visit(DashboardDocument, {
    InlineFragment: (node) => (node.directives?.some((d) => d.name.value === 'defer') ? null : undefined),
    VariableDefinition: (node) => (node.variable.name.value === 'deferSlow' ? null : undefined),
  }),
);

/** milliseconds to the first part and to the last of one multipart answer */
async function parts(url: string, query: string, variables: Record<string, unknown>) {
  const started = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'multipart/mixed' },
    body: JSON.stringify({ query, variables }),
  });
  let first: number | undefined;
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body ?? []) {
    text += decoder.decode(chunk, { stream: true });
    // a part is whole once the boundary after its JSON has come
    if (first === undefined && /\{[\s\S]*\r\n---/.test(text)) first = performance.now() - started;
  }
  if (!text.includes('"hasNext":false')) throw new Error(`the answer did not end: ${text.slice(0, 300)}`);
  return { first: first ?? Number.NaN, last: performance.now() - started };
}

export async function deferScenario(runs: number): Promise<DeferRow[]> {
  const gw = await gatewayOn(0, { PARTNER_CACHE: 'false' });
  try {
    await fetch(`${gw.simulator.url}/__simulator/faults`, {
      method: 'POST',
      body: JSON.stringify({ stallRate: 1, stallMs: INVOICE_LATENCY_MS, operations: ['QueryInvoice'] }),
    });
    const query = print(DashboardDocument);
    // warm-up: list sizes learned, JIT
    await gw.graphql(withoutDeferred, { first: 10 });
    await parts(gw.app.url, query, { first: 10 });
    const whole: number[] = [];
    const firsts: number[] = [];
    const lasts: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await gw.graphql(withoutDeferred, { first: 10 });
      whole.push(performance.now() - started);
      const { first, last } = await parts(gw.app.url, query, { first: 10 });
      firsts.push(first);
      lasts.push(last);
    }
    const row = (variant: string, values: number[]) => ({
      variant,
      runs,
      p50: percentile(values, 50),
      p99: percentile(values, 99),
    });
    return [
      row('without the deferred fields, whole answer', whole),
      row('Dashboard with @defer: first part', firsts),
      row('Dashboard with @defer: last part', lasts),
    ];
  } finally {
    await gw.close();
  }
}

export function deferTable(rows: DeferRow[]): string {
  const lines = rows.map((r) => `| ${r.variant} | ${r.runs} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`);
  return ['| answer | runs | p50 ms | p99 ms |', '|---|---:|---:|---:|', ...lines].join('\n');
}
