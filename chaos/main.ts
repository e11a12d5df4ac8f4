/**
 * `npm run chaos -- --seed 7 --minutes 5 --instances 3`: a chaos run by hand (./run.ts), as
 * long as asked. Prints its table; exits 1, naming the seed that reproduces it, on a violation.
 * Without --seed a seed is drawn (and printed).
 */
import { parseArgs } from 'node:util';
import { runChaos } from './run.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    minutes: { type: 'string' },
    seconds: { type: 'string' },
    instances: { type: 'string', default: '2' },
    keep: { type: 'boolean', default: false },
  },
});
const number = (name: string, text: string | undefined, fallback: number) => {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`--${name} must be a positive number, not ${text}`);
  return value;
};
const seed = number('seed', values.seed, Math.floor(Math.random() * 1_000_000));
const seconds =
  values.seconds !== undefined
    ? number('seconds', values.seconds, 60)
    : number('minutes', values.minutes, 1) * 60;
const report = await runChaos({
  seed,
  durationMs: seconds * 1000,
  instances: number('instances', values.instances, 2),
  keepFiles: values.keep,
  progress: (line) => process.stderr.write(`chaos: ${line}\n`),
});
process.stdout.write(`${report.table}\n`);
process.exit(report.violations > 0 ? 1 : 0);
