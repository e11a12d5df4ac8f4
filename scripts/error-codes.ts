/**
 * `npm run docs:errors`: writes the table of docs/graph.md "Errors" from the error codes
 * (src/errors/codes.ts), between its two markers; the prose around it is the doc's own.
 * test/docs.test.ts renders it again and fails when the committed doc differs.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ERROR_CODE_ROWS } from '../src/errors/codes.js';

export const ERRORS_DOC = 'docs/graph.md';
export const REGENERATE_ERRORS = 'npm run docs:errors';
const BEGIN = `<!-- error codes: generated from src/errors/codes.ts by \`${REGENERATE_ERRORS}\`; change them there -->`;
const END = '<!-- end of error codes -->';

/** the table, one row per row of the codes */
export function renderErrorTable(): string {
  const rows = ERROR_CODE_ROWS.map(
    (row) => `| ${row.codes.map((code) => `\`${code}\``).join(', ')} | ${row.when.replaceAll('|', '\\|')} |`,
  );
  return [BEGIN, '', '| `extensions.code` | When |', '|---|---|', ...rows, '', END].join('\n');
}

/** `doc` with its generated table as the codes say it should be */
export function withErrorTable(doc: string): string {
  const begin = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (begin === -1 || end < begin) throw new Error(`${ERRORS_DOC} has no markers for the error table`);
  return doc.slice(0, begin) + renderErrorTable() + doc.slice(end + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = new URL(`../${ERRORS_DOC}`, import.meta.url);
  await writeFile(path, withErrorTable(await readFile(path, 'utf8')));
  process.stdout.write(`wrote the error table of ${ERRORS_DOC}\n`);
}
