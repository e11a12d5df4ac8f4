/**
 * `npm run build`: the gateway and the stand-alone simulator as plain JavaScript in dist/, for
 * `node` with no TypeScript loader. The project's own packages are bundled in; the npm
 * dependencies stay outside, so a production install (`npm ci --omit=dev`) brings exactly
 * those. A bare import of anything that is not a production dependency fails the build, so
 * a module a dev dependency provides can never be missing from the image. Modules loaded
 * with `import()` stay chunks of their own (GraphiQL's page, the tracing SDK), loaded only
 * when they are used. The example operations the gateway reads at run time are copied beside
 * it.
 */

import { cp, rm } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import manifest from '../package.json' with { type: 'json' };

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** the project's own packages (npm workspaces): bundled, never installed */
const OWN = /^@msp\//;

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

/** Builds into `outdir` (default dist/, relative to the project) and returns its absolute path. */
export async function buildDist(outdir = 'dist'): Promise<string> {
  const out = resolve(ROOT, outdir);
  await rm(out, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: {
      index: 'src/index.ts',
      simulator: 'packages/partner-simulator/src/main.ts',
    },
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: 'linked',
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
    plugins: [productionDependencies()],
  });
  await cp(resolve(ROOT, 'src/operations'), resolve(out, 'operations'), { recursive: true });
  return out;
}

if (process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  const out = await buildDist(process.argv[2]);
  process.stdout.write(`built ${out}\n`);
}
