/**
 * `npm run build` (and so `npm start` and `npm run simulator`): the gateway and the stand-alone
 * simulator as plain JavaScript in dist/, for `node` with no TypeScript loader. The project's
 * own packages are bundled in; the npm dependencies stay outside, so a production install
 * (`npm ci --omit=dev`) brings exactly those. A bare import of anything that is not a
 * production dependency fails the build, so a module a dev dependency provides can never be
 * missing from the image. Modules loaded with `import()` stay chunks of their own, loaded only
 * when they are used. The example operations the gateway reads at run time are copied beside
 * it.
 *
 * The rule: a build never changes a file that a running process loads, and builds only when
 * the sources changed. Gateways run from dist/ while another `npm start` or `npm run simulator`
 * builds, and a gateway reads files of its build long after it started (the example operations
 * when GraphiQL is first opened, a chunk when it is first imported). So:
 *
 * - Each build is a directory of its own, dist/builds/<id>/, which nothing refers to while it
 *   is written. dist/index.js and dist/simulator.js are two-line modules that import the
 *   current build's; Node reads the whole static import graph when a process starts, and a
 *   later import() is resolved beside the module that makes it, so a process keeps reading the
 *   build it started with, however often the entries move on.
 * - A finished build becomes current by renaming a new entry module over each old one:
 *   rename(2) replaces a file at once, so a starting process finds the old build or the new
 *   one, whole. (A directory cannot be renamed over a non-empty one, hence entries that move
 *   rather than directories. Plain files rather than symbolic links: dist/ stays whole when it
 *   is copied by any means, into an image, say.)
 * - A build records the hash of every file it was made from (what esbuild read, the manifests
 *   and tsconfig files above them, the lock file, the example operations, this script; a file
 *   changed during the build is recorded as such). When the current build's record matches the
 *   files, there is nothing to do.
 * - No lock. A lock alone would not keep the rule (a build of changed sources would still
 *   rewrite what a running gateway reads), and with a directory each, two builders at once need
 *   none: each makes a whole build current, the later one wins. The second build costs a
 *   second; a lock would have to be found and broken when a killed builder leaves it behind,
 *   which is a race of its own.
 * - After a build, the builds the entries no longer import are deleted only when no process
 *   runs from dist/ (no command line in /proc names a file under it; without /proc nothing is
 *   deleted), and only once older than ten minutes: a younger one may be a build another
 *   builder has just finished and is about to make current.
 */

import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  cp,
  lstat,
  readdir,
  readFile,
  readlink,
  realpath,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import manifest from '../package.json' with { type: 'json' };

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCRIPT = fileURLToPath(import.meta.url);
/** the project's own packages (npm workspaces): bundled, never installed */
const OWN = /^@msp\//;
/** the programs, each started as dist/<name>.js */
const ENTRIES = {
  index: 'src/index.ts',
  simulator: 'packages/partner-simulator/src/main.ts',
};
const STARTS = Object.keys(ENTRIES).map((name) => `${name}.js`);
const OPERATIONS = 'src/operations';
/** the builds, under dist/ */
const BUILDS = 'builds';
/** what a build was made from, in its directory */
const RECORD = 'inputs.json';
/** a build not current yet but younger than this may be about to be: never deleted */
const LEFTOVER_AFTER_MS = 10 * 60_000;

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** bare imports: the project's own packages bundled, production dependencies external, nothing else */
const productionDependencies = (): Plugin => ({
  name: 'production-dependencies',
  setup(build) {
    const production = new Set(Object.keys(manifest.dependencies));
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (isBuiltin(args.path) || OWN.test(args.path)) return undefined;
      if (production.has(packageOf(args.path))) return { path: args.path, external: true };
      return {
        errors: [{ text: `${args.path} is imported by ${args.importer} but is not a production dependency` }],
      };
    });
  },
});

/** a build's record: the files esbuild read, and the hash of each file the build depends on */
interface BuildRecord {
  inputs: string[];
  hashes: { [path: string]: string };
}

/**
 * The hash of `path`, or a mark that fails every comparison when it changed at or after
 * `changedSince`: then the build may hold it as it was before, and the next build builds again.
 */
async function hashOf(path: string, changedSince: number): Promise<string> {
  const file = resolve(ROOT, path);
  try {
    // read first: a change between the read and the stat still shows in the time
    const hash = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
    return (await stat(file)).mtimeMs >= changedSince ? 'changed while it was built' : hash;
  } catch {
    return 'absent';
  }
}

/** the package.json and tsconfig.json files esbuild reads for `inputs`: upward to the nearest package.json */
function manifestsOf(inputs: readonly string[]): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  for (const input of inputs) {
    for (let dir = dirname(resolve(ROOT, input)); !seen.has(dir); dir = dirname(dir)) {
      seen.add(dir);
      const tsconfig = join(dir, 'tsconfig.json');
      if (existsSync(tsconfig)) found.add(relative(ROOT, tsconfig));
      if (existsSync(join(dir, 'package.json'))) {
        found.add(relative(ROOT, join(dir, 'package.json')));
        break;
      }
      if (dirname(dir) === dir) break;
    }
  }
  return found;
}

/** the record of a build made from `inputs`, as the files are now (those changed since `since` marked so) */
async function recordOf(inputs: readonly string[], since = Number.POSITIVE_INFINITY): Promise<BuildRecord> {
  const operations = (await readdir(resolve(ROOT, OPERATIONS), { recursive: true })).map((name) =>
    join(OPERATIONS, name),
  );
  const paths = [
    ...new Set([
      ...inputs,
      ...manifestsOf(inputs),
      ...operations,
      'package-lock.json',
      relative(ROOT, SCRIPT),
    ]),
  ].sort();
  const hashes = await Promise.all(paths.map(async (path) => [path, await hashOf(path, since)] as const));
  return { inputs: [...inputs], hashes: Object.fromEntries(hashes) };
}

/** dist/<name>.js: the program `name` of build `id` */
const entryOf = (id: string, name: string) =>
  `// the current build (scripts/build.ts); a process keeps the one it started with\nimport './${BUILDS}/${id}/${name}';\n`;
const IMPORTED = new RegExp(`^import '\\./${BUILDS}/([^/']+)/`, 'm');

/** the build both entries import, if they import the same one */
async function currentBuild(out: string): Promise<string | undefined> {
  const ids = await Promise.all(
    STARTS.map((name) =>
      readFile(join(out, name), 'utf8').then(
        (text) => IMPORTED.exec(text)?.[1],
        () => undefined,
      ),
    ),
  );
  const [first] = ids;
  return first !== undefined && ids.every((id) => id === first) ? join(out, BUILDS, first) : undefined;
}

/** whether `build` was made from the files as they are now */
async function upToDate(build: string): Promise<boolean> {
  let recorded: BuildRecord;
  try {
    recorded = JSON.parse(await readFile(join(build, RECORD), 'utf8')) as BuildRecord;
  } catch {
    return false;
  }
  const now = await recordOf(recorded.inputs);
  return JSON.stringify(now.hashes) === JSON.stringify(recorded.hashes);
}

/** makes `out`/`name` start build `id`, in one step: a new file renamed over the old one */
async function makeCurrent(out: string, name: string, id: string): Promise<void> {
  const fresh = join(out, `.${name}.${id}`);
  await writeFile(fresh, entryOf(id, name));
  await rename(fresh, join(out, name));
}

/** whether a process runs a file under `out` (its command line names one); without /proc: yes */
async function runningFrom(out: string): Promise<boolean> {
  let pids: string[];
  try {
    pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  } catch {
    return true;
  }
  const under = [out, await realpath(out)].map((dir) => dir + sep);
  for (const pid of pids) {
    try {
      const args = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').slice(1);
      // another user's working directory may not be readable: their absolute paths still count
      const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => sep);
      if (args.some((arg) => under.some((dir) => resolve(cwd, arg).startsWith(dir)))) return true;
    } catch {
      // the process has ended
    }
  }
  return false;
}

/** what `out` holds besides the entries and the build they import: old builds, earlier layouts, stray entries */
async function removeLeftovers(out: string): Promise<void> {
  const current = await currentBuild(out);
  const names = async (dir: string) => (await readdir(dir)).map((name) => join(dir, name));
  const candidates = [
    ...(await names(out)).filter((path) => ![BUILDS, ...STARTS].some((kept) => path === join(out, kept))),
    ...(await names(join(out, BUILDS))).filter((path) => path !== current),
  ];
  const now = Date.now();
  const old = (
    await Promise.all(
      candidates.map((path) =>
        lstat(path).then(
          (stats) => (now - stats.mtimeMs > LEFTOVER_AFTER_MS ? [path] : []),
          () => [],
        ),
      ),
    )
  ).flat();
  if (old.length === 0 || (await runningFrom(out))) return;
  await Promise.all(old.map((path) => rm(path, { recursive: true, force: true })));
}

/**
 * Builds into `outdir` (default dist/, relative to the project), unless its current build was
 * made from the files as they are now, and returns its absolute path.
 */
export async function buildDist(outdir = 'dist'): Promise<string> {
  return (await buildIfNeeded(outdir)).out;
}

async function buildIfNeeded(outdir = 'dist'): Promise<{ out: string; built: boolean }> {
  const out = resolve(ROOT, outdir);
  const current = await currentBuild(out);
  if (current !== undefined && (await upToDate(current))) return { out, built: false };
  const id = `${Date.now().toString(36)}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const dir = join(out, BUILDS, id);
  const started = Date.now();
  try {
    const { metafile } = await build({
      absWorkingDir: ROOT,
      entryPoints: ENTRIES,
      outdir: dir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node24',
      sourcemap: 'linked',
      chunkNames: 'chunks/[name]-[hash]',
      logLevel: 'warning',
      metafile: true,
      plugins: [productionDependencies()],
    });
    await cp(resolve(ROOT, OPERATIONS), join(dir, 'operations'), { recursive: true });
    await writeFile(join(dir, RECORD), JSON.stringify(await recordOf(Object.keys(metafile.inputs), started)));
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  for (const name of STARTS) await makeCurrent(out, name, id);
  await removeLeftovers(out);
  return { out, built: true };
}

if (process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  const { out, built } = await buildIfNeeded(process.argv[2]);
  process.stdout.write(built ? `built ${out}\n` : `${out} is up to date with the sources\n`);
}
