import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  GRAPH_DOC,
  REGENERATE_DOCS,
  WEBHOOK_SCHEMA_DOC,
  webhookSchemaText,
  withGeneratedTables,
} from '../scripts/docs.js';
import { misstatedInGuide } from './utils/figures.js';

/** The pages a reader is sent to: the README, every guide in docs/, and the deployment's. */
const pages = [
  'README.md',
  'deploy/kubernetes/README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (page: string) =>
  new Set([...readFileSync(page, 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1] ?? '')));

describe('the documentation', () => {
  it('shows in docs/graph.md the error codes and the partner cache freshness as the code states them', () => {
    const doc = readFileSync(GRAPH_DOC, 'utf8');
    expect(doc, `${GRAPH_DOC}'s generated tables differ from the code: run ${REGENERATE_DOCS}`).toBe(
      withGeneratedTables(doc),
    );
  });

  it('publishes the JSON Schema of the webhook messages as the code that builds them states it', () => {
    expect(
      JSON.parse(readFileSync(WEBHOOK_SCHEMA_DOC, 'utf8')),
      `${WEBHOOK_SCHEMA_DOC} differs from src/webhooks/message.ts: run ${REGENERATE_DOCS}`,
    ).toEqual(JSON.parse(webhookSchemaText()));
  });

  it('keeps the README to at most 300 lines, for a newcomer to read first', () => {
    expect(readFileSync('README.md', 'utf8').split('\n').length).toBeLessThanOrEqual(300);
  });

  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const page of pages) {
      const text = readFileSync(page, 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target)) continue; // a URL, not a file of this repository
        const [file = '', anchor] = target.split('#');
        const path = file === '' ? page : join(dirname(page), file);
        if (!existsSync(path)) broken.push(`${page}: ${target}`);
        else if (anchor !== undefined && path.endsWith('.md') && !anchorsOf(path).has(anchor))
          broken.push(`${page}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('names only files and folders of the repository that exist, or that a run writes (.gitignore)', () => {
    const written = new Set(readFileSync('.gitignore', 'utf8').split('\n'));
    const missing: string[] = [];
    for (const page of pages)
      for (const [, path = ''] of readFileSync(page, 'utf8').matchAll(
        /`((?:src|test|bench|packages|examples|scripts|docs)\/[\w./-]+)`/g,
      ))
        if (!existsSync(path) && !written.has(path)) missing.push(`${page}: ${path}`);
    expect(missing).toEqual([]);
  });

  it("gives a setting's figure, written beside its name, as the settings table's default", () => {
    const misstated = pages.flatMap((page) =>
      misstatedInGuide(readFileSync(page, 'utf8').replace(/```[\s\S]*?```/g, '')).map(
        (problem) => `${page}: ${problem}`,
      ),
    );
    expect(misstated).toEqual([]);
  });
});
