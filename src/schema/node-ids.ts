/**
 * Node ids answered at once. @pothos/plugin-relay resolves a node's `id` with an async function
 * (its `t.globalID`), so every record of a page answered a promise for its id, and the executor
 * built a promise for each record and each edge that holds it. A node's `id` option made by
 * `nodeId` keeps the record's own id where this plugin finds it, which then encodes the global
 * id without a promise, the same encoding as the relay plugin's (no custom one is configured).
 * Only the innermost resolver changes: every other plugin (the scope checks) still wraps it.
 * Earns bench/results.md "Overhead" (CPU per request, the page of 50, cache off).
 */
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';

/** the extension under which `nodeId` keeps a node's own id */
const OWN_ID = 'nodeOwnId';

type OwnId<P> = (parent: P) => string;

/** A node's `id` option: `resolve` gives the record's own id, encoded without a promise. */
export function nodeId<P>(resolve: OwnId<P>, extensions: Readonly<Record<string, unknown>> = {}) {
  return { extensions: { ...extensions, [OWN_ID]: resolve }, resolve };
}

const PLUGIN = 'nodeIdsAtOnce';

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      nodeIdsAtOnce: NodeIdsAtOncePlugin<Types>;
    }
  }
}

export class NodeIdsAtOncePlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    const ownId = fieldConfig.extensions?.[OWN_ID];
    if (typeof ownId !== 'function') return fieldConfig;
    const typename = fieldConfig.parentType;
    return {
      ...fieldConfig,
      resolve: (parent: unknown) => encodeGlobalID(typename, String((ownId as OwnId<unknown>)(parent))),
    };
  }
}

SchemaBuilder.registerPlugin(PLUGIN, NodeIdsAtOncePlugin);

export default PLUGIN;
