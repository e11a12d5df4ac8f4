/**
 * Where the example operations (the .graphql documents of this folder) are read from at run
 * time: beside this module in the sources, and operations/ beside index.js in the build, which
 * bundles every module into index.js and copies the documents beside it (scripts/build.ts:
 * dist/builds/<id>/, the build dist/index.js links to when the process starts).
 */
const here = new URL('./', import.meta.url);

export const OPERATIONS_DIR = here.pathname.endsWith('/src/operations/')
  ? here
  : new URL('./operations/', here);
