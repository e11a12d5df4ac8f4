/**
 * The order test files start in: the ones that spend minutes mostly waiting (a soak, a chaos
 * run, processes killed and restarted) first, so that the rest run beside them; then vitest's
 * own order (the slowest of the last run first, else the largest). With no results of a last
 * run, as on a clean checkout, vitest would start them last and the run would end on them
 * alone. The list is of a whole run's slowest files (each took from 17 s to 3 minutes, where
 * the median file takes 3 s).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** the files that take longest, longest first (each well over the rest's average) */
const LONGEST = [
  'soak.test.ts',
  'chaos.test.ts',
  'webhooks-durability.test.ts',
  'browser.test.ts',
  'shutdown.test.ts',
  'client-package.test.ts',
  'journal-crashes.test.ts',
];

const rank = (spec: TestSpecification): number => {
  const index = LONGEST.findIndex((name) => spec.moduleId.endsWith(`/test/${name}`));
  return index === -1 ? LONGEST.length : index;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map(({ spec }) => spec);
  }
}
