/**
 * Whether an operation is a live query (`query @live`): it is answered as a stream, a whole new
 * result whenever what it shows changes, so it goes where subscriptions go (graphql-ws or
 * server-sent events), not over a single HTTP answer. `@live(if: false)` runs once.
 */
import { type DocumentNode, Kind } from 'graphql';

export function isLiveQuery(document: DocumentNode, operationName?: string | null): boolean {
  const operation = document.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && (operationName == null || d.name?.value === operationName),
  );
  if (operation?.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'query') return false;
  const live = operation.directives?.find((d) => d.name.value === 'live');
  const condition = live?.arguments?.find((a) => a.name.value === 'if')?.value;
  return live !== undefined && !(condition?.kind === Kind.BOOLEAN && !condition.value);
}
