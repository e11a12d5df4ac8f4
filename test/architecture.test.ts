/**
 * The layers point one way and every module stays small enough to read: the rules of
 * .dependency-cruiser.mjs (no cycle, type-only imports included; each layer imports only
 * what lies below it), and no source file over 400 lines.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['src', ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}/src`)];
const MAX_LINES = 400;

/** Every .ts file under `dir` (relative to the root), but generated code. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => path.endsWith('.ts') && !path.split(sep).includes('generated'));
}

describe('the architecture', () => {
  it('has no import cycle, and each layer imports only the layers below it', async () => {
    const options = await extractDepcruiseOptions(join(root, '.dependency-cruiser.mjs'));
    const { output } = await cruise(SOURCES, { ...options, baseDir: root, validate: true });
    if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not a cruise result');
    const violations = output.summary.violations.map(
      (v) =>
        `${v.rule.name}: ${v.from} → ${v.to}${v.cycle === undefined ? '' : ` (cycle: ${v.cycle.map((step) => step.name).join(' → ')})`}`,
    );
    // the cruise saw the type-only imports: a parser that skipped them would miss cycles of types
    const paging = output.modules.find((m) => m.source === 'src/provider/paging.ts');
    expect(paging?.dependencies.find((d) => d.resolved === 'src/provider/api.ts')?.dependencyTypes).toContain(
      'type-only',
    );
    expect(violations).toEqual([]);
  });

  it(`has no source file over ${MAX_LINES} lines`, () => {
    const tooLong = SOURCES.flatMap(sourceFiles)
      .map((path) => ({ path, lines: readFileSync(join(root, path), 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ path, lines }) => `${path}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
