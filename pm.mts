import { writeFileSync, readFileSync, existsSync } from 'node:fs';
const { PGlite } = await import('@electric-sql/pglite');
const dump = '/tmp/pglite-dump.tgz';
if (!existsSync(dump)) {
  const db = await PGlite.create('memory://');
  await db.query('select 1');
  const blob = await db.dumpDataDir('gzip');
  writeFileSync(dump, Buffer.from(await blob.arrayBuffer()));
  console.log('dumped', (process.memoryUsage().rss/2**20).toFixed(0));
  process.exit(0);
}
const before = process.memoryUsage().rss;
const t = performance.now();
const db = await PGlite.create('memory://', { loadDataDir: new Blob([readFileSync(dump)]) });
await db.query('select 1');
const a = process.memoryUsage();
console.log('loaded in', (performance.now()-t).toFixed(0), 'ms; rss', (before/2**20).toFixed(0), '->', (a.rss/2**20).toFixed(0), 'external', (a.external/2**20).toFixed(0), 'size', readFileSync(dump).length);
