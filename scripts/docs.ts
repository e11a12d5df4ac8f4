/**
 * `npm run docs`: writes the tables of docs/graph.md that tables of the code state: the error
 * codes (src/errors/codes.ts) and the partner cache's freshness per read (src/reads/table.ts),
 * each between its two markers; the prose around them is the doc's own. It also writes the
 * JSON Schema of the webhook messages (docs/webhook-events.schema.json) from the zod schemas
 * that build them (src/webhooks/message.ts). test/docs.test.ts renders both again and fails
 * when the committed ones differ.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ERROR_CODE_ROWS } from '../src/errors/codes.js';
import { type Freshness, READS } from '../src/reads/table.js';
import { webhookJsonSchema } from '../src/webhooks/message.js';

export const GRAPH_DOC = 'docs/graph.md';
export const REGENERATE_DOCS = 'npm run docs';
export const WEBHOOK_SCHEMA_DOC = 'docs/webhook-events.schema.json';

/** the webhook messages' JSON Schema, as the file holds it */
export const webhookSchemaText = (): string => `${JSON.stringify(webhookJsonSchema(), null, 2)}\n`;

const cell = (text: string) => text.replaceAll('|', '\\|');

/** the error codes, one row per row of the codes */
function errorTable(): string[] {
  return [
    '| `extensions.code` | When |',
    '|---|---|',
    ...ERROR_CODE_ROWS.map(
      (row) => `| ${row.codes.map((code) => `\`${code}\``).join(', ')} | ${cell(row.when)} |`,
    ),
  ];
}

/** a duration as the docs write it: 30 s, 5 min, 24 h; none is "never" */
function duration(ms: number): string {
  if (ms === 0) return 'never';
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  return `${ms / 1000} s`;
}

/** the freshness of each read, reads kept alike on one row, in the read table's order */
function freshnessTable(): string[] {
  const rows = new Map<string, { freshness: Freshness; reads: string[] }>();
  const add = (freshness: Freshness, read: string) => {
    const key = `${freshness.freshMs}/${freshness.staleMs}`;
    const row = rows.get(key) ?? { freshness, reads: [] };
    row.reads.push(read);
    rows.set(key, row);
  };
  const pastMonth: string[] = [];
  for (const [operation, read] of Object.entries(READS)) {
    add(read.freshness, 'pastMonth' in read ? `${operation} (this month)` : operation);
    if ('pastMonth' in read) pastMonth.push(operation);
  }
  const past = Object.values(READS).find((read) => 'pastMonth' in read);
  return [
    '| Partner operation | fresh | then served stale for |',
    '|---|---:|---:|',
    ...[...rows.values()].map(
      ({ freshness, reads }) =>
        `| ${reads.join(', ')} | ${duration(freshness.freshMs)} | ${duration(freshness.staleMs)} |`,
    ),
    ...(past !== undefined && 'pastMonth' in past
      ? [
          `| ${pastMonth.join(', ')} of a past month | ${duration(past.pastMonth.freshMs)} | ${duration(past.pastMonth.staleMs)} |`,
        ]
      : []),
  ];
}

/** each generated table by the name its markers carry, and where it comes from */
const TABLES: Record<string, { from: string; lines: () => string[] }> = {
  'error codes': { from: 'src/errors/codes.ts', lines: errorTable },
  'partner cache freshness': { from: 'src/reads/table.ts', lines: freshnessTable },
};

const begin = (name: string, from: string) =>
  `<!-- ${name}: generated from ${from} by \`${REGENERATE_DOCS}\`; change them there -->`;
const end = (name: string) => `<!-- end of ${name} -->`;

/** `doc` with every generated table as the code says it should be */
export function withGeneratedTables(doc: string): string {
  let out = doc;
  for (const [name, { from, lines }] of Object.entries(TABLES)) {
    const first = out.indexOf(begin(name, from));
    const last = out.indexOf(end(name));
    if (first === -1 || last < first) throw new Error(`${GRAPH_DOC} has no markers for the ${name}`);
    out = `${out.slice(0, first)}${[begin(name, from), '', ...lines(), '', end(name)].join('\n')}${out.slice(last + end(name).length)}`;
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = new URL(`../${GRAPH_DOC}`, import.meta.url);
  await writeFile(path, withGeneratedTables(await readFile(path, 'utf8')));
  process.stdout.write(`wrote the generated tables of ${GRAPH_DOC}\n`);
  await writeFile(new URL(`../${WEBHOOK_SCHEMA_DOC}`, import.meta.url), webhookSchemaText());
  process.stdout.write(`wrote ${WEBHOOK_SCHEMA_DOC}\n`);
}
