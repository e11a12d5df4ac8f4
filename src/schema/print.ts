/** The schema as codegen loads it (see codegen.ts). */
export { schema as default, schema } from './index.js';
