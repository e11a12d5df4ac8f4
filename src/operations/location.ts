/**
 * Where the example operations (the .graphql documents of this folder) are read from at run
 * time: beside this module in the sources, and operations/ beside index.js in the build, which
 * bundles the modules into index.js and chunks/ (what index.js imports later) and copies the
 * documents beside index.js (scripts/build.ts: dist/builds/<id>/, the build dist/index.js links
 * to when the process starts).
 */
const here = new URL('./', import.meta.url);

export const OPERATIONS_DIR = here.pathname.endsWith('/src/operations/')
  ? here
  : new URL(here.pathname.endsWith('/chunks/') ? '../operations/' : './operations/', here);
