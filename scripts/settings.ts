/**
 * `npm run settings`: writes docs/configuration.md and .env.example from the settings table
 * (src/settings/index.ts). Both are generated: change the table, then run this. test/settings.test.ts
 * renders them again and fails when the committed files differ.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { GROUPS, type Group, SECRET_FILES, type SettingRow, settingRows } from '../src/settings/index.js';

export const GENERATED = { doc: 'docs/configuration.md', envExample: '.env.example' } as const;
const COMMAND = 'npm run settings';

const byGroup = (rows: readonly SettingRow[]) =>
  (Object.keys(GROUPS) as Group[])
    .map((group) => ({ group, rows: rows.filter((row) => row.group === group) }))
    .filter(({ rows }) => rows.length > 0);

const cell = (text: string) => text.replaceAll('|', '\\|');
const code = (text: string) => `\`${text}\``;

/** docs/configuration.md: a table per group */
export function renderConfigurationDoc(rows: readonly SettingRow[] = settingRows()): string {
  const out = [
    '# Configuration',
    '',
    `<!-- Generated from src/settings/index.ts by \`${COMMAND}\`: change the table there, not this file. -->`,
    '',
    'The gateway reads its configuration from the environment once, at start-up. `npm start`,',
    '`npm run dev`, `npm run simulator` and `npm run token` also read a file named `.env` in the',
    "project's root when there is one (Node's own `process.loadEnvFile`); a variable set in the",
    'environment wins over the same one in the file. `.env.example` lists every variable.',
    '',
    'Every variable is optional in development: with none set, `npm start` runs the gateway',
    'against the embedded simulator, authentication off. A wrong configuration stops start-up',
    'naming every wrong variable at once, one line each. `NODE_ENV=production` also needs',
    'authentication (`AUTH_MODE`), `PROVIDER_BASE_URL`, `DATABASE_URL`, `PUBLIC_HOSTS`, and',
    '`METRICS_TOKEN` or `METRICS_PORT`.',
    '',
    'Secrets (marked 🔒) are never logged; give them through the environment or a secret store',
    'rather than a file in the image. Each may instead be read from a file, as container and',
    'Kubernetes secrets are mounted: `<NAME>_FILE` names the file, whose content (less a trailing',
    `newline) is the value (${[...SECRET_FILES.keys()].map(code).join(', ')}); setting both`,
    '`<NAME>` and `<NAME>_FILE` is refused.',
    '',
    'With `AUTH_MODE=jwt` and a `JWT_SECRET`, `npm run token -- --role staff` prints a',
    'development token (`--role customer --subscription <id>` for a customer; `--help` lists',
    'the claims); it refuses to run with `NODE_ENV=production`.',
  ];
  for (const { group, rows: groupRows } of byGroup(rows)) {
    out.push('', `## ${GROUPS[group]}`, '');
    const readBy = [...new Set(groupRows.map((row) => row.readBy).filter((by) => by !== undefined))];
    const own = groupRows.filter((row) => row.readBy === undefined).map((row) => code(row.name));
    const but = own.length === 0 ? '' : `, but ${own.join(', ')}, which the gateway reads`;
    if (readBy.length > 0) out.push(`Read by ${readBy.join(' and ')}${but}.`, '');
    out.push('| Variable | Default | Meaning |', '|---|---|---|');
    for (const row of groupRows) {
      const fallback = row.defaultText ?? (row.default === undefined ? '' : code(row.default));
      const example = row.example === undefined || row.secret ? '' : ` Example: ${code(row.example)}.`;
      out.push(
        `| ${code(row.name)}${row.secret ? ' 🔒' : ''} | ${cell(fallback)} | ${cell(row.meaning + example)} |`,
      );
    }
  }
  return `${out.join('\n')}\n`;
}

/** .env.example: every variable, commented out, with its default or an example */
export function renderEnvExample(rows: readonly SettingRow[] = settingRows()): string {
  const out = [
    `# Generated from src/settings/index.ts by \`${COMMAND}\`; the meaning of each: docs/configuration.md.`,
    '#',
    '# Copy to .env and uncomment what you need: `npm start`, `npm run dev`, `npm run simulator`',
    "# and `npm run token` read .env when it exists (Node's own process.loadEnvFile). A variable set",
    '# in the environment wins over the same one in .env. Every variable is optional in',
    '# development: with none set, `npm start` runs the gateway against the embedded simulator,',
    '# auth off. Secrets (marked secret) have no example: never commit .env. Each secret may be',
    '# read from a file instead: <NAME>_FILE names it (docs/configuration.md).',
  ];
  for (const { group, rows: groupRows } of byGroup(rows)) {
    out.push('', `# --- ${GROUPS[group]}`);
    for (const row of groupRows) {
      if (row.name.includes('*')) {
        out.push(`# ${row.name}: read by ${row.readBy ?? 'others'}, see docs/configuration.md`);
        continue;
      }
      const value = row.secret ? '' : (row.example ?? row.default ?? '');
      const fallback = row.defaultText ?? row.default;
      const notes = [row.secret ? ' Secret.' : '', fallback === undefined ? '' : ` Default: ${fallback}.`];
      out.push(`# ${row.meaning.replaceAll('`', '')}${notes.join('')}`, `# ${row.name}=${value}`);
    }
  }
  return `${out.join('\n')}\n`;
}

/** the generated files, by path, as the table says they should be */
export function renderAll(): Record<string, string> {
  return { [GENERATED.doc]: renderConfigurationDoc(), [GENERATED.envExample]: renderEnvExample() };
}

export const REGENERATE = COMMAND;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = new URL('../', import.meta.url);
  await mkdir(new URL('docs/', root), { recursive: true });
  for (const [path, text] of Object.entries(renderAll())) {
    await writeFile(new URL(path, root), text);
    process.stdout.write(`wrote ${path}\n`);
  }
}
