/**
 * The embedded PostgreSQL (PGlite), loaded only by a gateway that uses it. Its files are one
 * process's: a second gateway on the same directory would keep a journal of its own that the
 * first overwrites, so a directory is taken with a lock file (a lock left by a process that is
 * gone is taken over). In memory, it starts from an image of a freshly made database, kept once
 * per PGlite build in the system's temporary directory, rather than making one (initdb) at
 * every start. Earns bench/results.md "Start-up and idle memory": the gateway's RSS once its
 * journal is open was about 500 MiB with the image, 990 MiB making the database at each start
 * (PGlite alone, side by side: 440 MiB and 1 s loaded, 850 MiB and 3 s made).
 */
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

/** bigint ids stay strings, as pg gives them, for GraphQL ids and cursors */
const INT8 = 20;

/**
 * PostgreSQL's buffer cache in the WebAssembly heap: 16 MB instead of its 128 MB. The journal's
 * pages are in memory (or in the OS's cache of the directory) either way, so a smaller cache
 * copies a page now and then rather than keep it twice. Earns bench/results.md "Start-up and
 * idle memory": about 120 MiB less idle RSS for `npm start` (PGlite alone: 405 MiB → 276 MiB
 * in memory, 330 MiB → 178 MiB on a directory).
 */
const BUFFER_CACHE = ['-c', 'shared_buffers=16MB'];

async function pglite() {
  const { PGlite } = await import('@electric-sql/pglite');
  const options = {
    parsers: { [INT8]: (value: string) => value },
    startParams: [...PGlite.defaultStartParams, ...BUFFER_CACHE],
  };
  return { PGlite, options };
}

/** the file that says which process has an embedded database's directory */
const LOCK_FILE = 'gateway.pid';

export interface Embedded {
  open(): Promise<PGlite>;
  /** gives the directory back */
  release(): Promise<void>;
}

/** whether an embedded database's `dataDir` keeps its files nowhere (`memory://`) */
export const keptInMemory = (dataDir: string): boolean => dataDir.startsWith('memory://');

export function embedded(dataDir: string): Embedded {
  if (keptInMemory(dataDir)) {
    return { open: () => inMemory(dataDir), release: async () => undefined };
  }
  const lock = join(dataDir, LOCK_FILE);
  return {
    async open() {
      await takeDirectory(dataDir, lock);
      const { PGlite, options } = await pglite();
      return PGlite.create(dataDir, options);
    },
    release: () => unlink(lock).catch(() => undefined),
  };
}

async function inMemory(dataDir: string): Promise<PGlite> {
  const { PGlite, options } = await pglite();
  const image = await imageFile();
  const made = await readFile(image).catch(() => undefined);
  if (made !== undefined) return PGlite.create(dataDir, { ...options, loadDataDir: new Blob([made]) });
  const db = await PGlite.create(dataDir, options);
  // the next start loads this one; a failure to keep it costs only that
  await db
    .dumpDataDir('gzip')
    .then(async (blob) => {
      const partial = `${image}.${process.pid}`;
      await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
      await rename(partial, image);
    })
    .catch(() => undefined);
  return db;
}

/** where the image of a fresh database of this PGlite build is kept */
async function imageFile(): Promise<string> {
  const wasm = await stat(fileURLToPath(import.meta.resolve('@electric-sql/pglite/pglite.wasm')));
  return join(tmpdir(), `msp-pglite-${wasm.size}-${Math.trunc(wasm.mtimeMs)}.tgz`);
}

async function takeDirectory(dir: string, lock: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const taken = await writeFile(lock, String(process.pid), { flag: 'wx' }).then(
    () => true,
    () => false,
  );
  if (taken) return;
  const holder = Number(await readFile(lock, 'utf8').catch(() => ''));
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
    throw new Error(
      `${dir} is in use by the gateway in process ${holder}: the embedded PostgreSQL serves one gateway at a time (give each its own DATA_DIR, or share a server with DATABASE_URL)`,
    );
  }
  await writeFile(lock, String(process.pid));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user
    return (error as { code?: unknown }).code === 'EPERM';
  }
}
