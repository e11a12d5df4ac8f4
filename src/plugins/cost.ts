/**
 * What an operation costs, in the open: counted with its variables' values (a document alone
 * makes `first: $n` and `nodes(ids: $ids)` look like one item), refused over the limit with the
 * cost, the limit and the argument whose lowering saves most, and shown as `extensions.cost`
 * on the answers of callers who ask (`X-Include-Cost: true`, or a graphql-ws connection
 * parameter of that name) or on every answer where the gateway is set so (outside production).
 *
 * The weights are graphql-armor's defaults, so that the figures match what armor's users know.
 */
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getOperationAST,
  isInterfaceType,
  isListType,
  isNamedType,
  isNonNullType,
  isObjectType,
  Kind,
  type SelectionNode,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { CODES } from '../errors/codes.js';
import { CONNECTION_DEFAULT_SIZE } from '../resolvers/connection.js';
import { refusing } from './refusing.js';

/** graphql-armor's cost weights: an object, a scalar, and how much a level below weighs */
const COST = { object: 2, scalar: 1, depthFactor: 1.5 };

/** what the cost plugin reads of the context: whether the caller asked (context.ts) */
interface CostContext {
  asksForCost: boolean;
}

export interface Operation {
  document: DocumentNode;
  variableValues?: Readonly<Record<string, unknown>> | null | undefined;
  operationName?: string | null | undefined;
  /** what the fields are: without it, lists the document does not size count as one item */
  schema?: GraphQLSchema | undefined;
}

/** An argument that multiplies its field's selection, and what that field weighs with it. */
export interface Multiplier {
  /** the field's place in the answer: response keys joined by dots, `mobileSubscriptions.edges.node.activations` */
  field: string;
  /** first, last, or the list argument */
  argument: string;
  /** its value: the number, or the list's length */
  value: number;
  /** the cost of the field with its selection, as often as the fields above it repeat it */
  weight: number;
}

export interface Cost {
  /** the whole operation, rounded */
  cost: number;
  /** the argument that weighs most: lowering it saves most; undefined when none multiplies */
  heaviest: Multiplier | undefined;
}

/** A literal of the document, as the value it stands for. */
export function literal(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
      return node.value;
    case Kind.INT:
      return Number(node.value);
    case Kind.LIST:
      return node.values.map(literal);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value)]));
    default:
      return undefined;
  }
}

/**
 * What a list without `first`, `last` or a list argument is counted as: a connection serves its
 * default page; any other list (usage by month, an order's history, open orders) is counted
 * as this many items
 */
export const ASSUMED_LIST_SIZE = 10;

/** the named type under lists and non-nulls, and whether a list is on the way */
function unwrapped(type: GraphQLOutputType): { named: GraphQLOutputType; list: boolean } {
  let list = false;
  let named = type;
  for (;;) {
    if (isNonNullType(named)) named = named.ofType;
    else if (isListType(named)) {
      list = true;
      named = named.ofType;
    } else return { named, list };
  }
}

/**
 * The operation's cost with graphql-armor's weights, its variables' values known, and what the
 * schema serves where the document says nothing: a connection without first/last counts as its
 * default page, another list as ASSUMED_LIST_SIZE items; `__typename` costs nothing. Only the
 * operation that runs is counted.
 */
export function operationCost({ document, variableValues, operationName, schema }: Operation): Cost {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const operation = getOperationAST(document, operationName);
  if (operation === null || operation === undefined) return { cost: 0, heaviest: undefined };
  // a variable the request leaves out counts as its default: `$n: Int = 100` is a hundred
  const defaults = new Map<string, unknown>();
  for (const v of operation.variableDefinitions ?? [])
    if (v.defaultValue !== undefined) defaults.set(v.variable.name.value, literal(v.defaultValue));
  const argumentValue = (node: ValueNode): unknown =>
    node.kind === Kind.VARIABLE
      ? (variableValues?.[node.name.value] ?? defaults.get(node.name.value))
      : literal(node);
  /** a selection's size: the largest first/last, or the longest list argument, and which it is */
  const multiplierOf = (node: FieldNode, definition: GraphQLField<unknown, unknown> | undefined) => {
    let most: { argument: string; value: number } | undefined;
    for (const arg of node.arguments ?? []) {
      const value = argumentValue(arg.value);
      const size =
        (arg.name.value === 'first' || arg.name.value === 'last') && typeof value === 'number'
          ? value
          : Array.isArray(value)
            ? value.length
            : 1;
      if (size > (most?.value ?? 1)) most = { argument: arg.name.value, value: size };
    }
    if (most !== undefined || definition === undefined) return { given: most, times: most?.value ?? 1 };
    const paged = definition.args.some((arg) => arg.name === 'first');
    const sized = (node.arguments ?? []).some(
      (arg) =>
        (arg.name.value === 'first' || arg.name.value === 'last') &&
        typeof argumentValue(arg.value) === 'number',
    );
    if (paged && !sized)
      return { given: { argument: 'first', value: CONNECTION_DEFAULT_SIZE }, times: CONNECTION_DEFAULT_SIZE };
    return { given: undefined, times: 1 };
  };
  let heaviest: Multiplier | undefined;
  const seen = new Set<string>();
  /**
   * the selections' cost on `parent`, each `repeated` times by the lists above them; `paged` when
   * the field they are under was sized by its first or last: its lists are that page (a
   * connection's edges, a search's matches), not ASSUMED_LIST_SIZE more
   */
  const costOf = (
    selections: readonly SelectionNode[],
    parent: GraphQLNamedType | undefined,
    path: string,
    repeated: number,
    paged = false,
  ): number =>
    selections.reduce((sum, node) => {
      if (node.kind === Kind.INLINE_FRAGMENT) {
        const on = node.typeCondition === undefined ? parent : schema?.getType(node.typeCondition.name.value);
        return sum + costOf(node.selectionSet.selections, on, path, repeated, paged);
      }
      if (node.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(node.name.value);
        if (fragment === undefined || seen.has(node.name.value)) return sum;
        seen.add(node.name.value);
        const on = schema?.getType(fragment.typeCondition.name.value);
        const cost = costOf(fragment.selectionSet.selections, on, path, repeated, paged);
        seen.delete(node.name.value);
        return sum + cost;
      }
      if (node.name.value.startsWith('__')) return sum;
      const definition =
        isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[node.name.value] : undefined;
      if (node.selectionSet === undefined) return sum + COST.scalar;
      const field = `${path}${(node.alias ?? node.name).value}`;
      const type = definition === undefined ? undefined : unwrapped(definition.type);
      const { given, times: sized } = multiplierOf(node, definition);
      // a list no argument sizes: a connection's edges are its page already
      const assumed = given === undefined && type?.list === true && !paged ? ASSUMED_LIST_SIZE : 1;
      const times = sized * assumed;
      const below = type !== undefined && isNamedType(type.named) ? type.named : undefined;
      const cost =
        times *
        (COST.object +
          COST.depthFactor *
            costOf(node.selectionSet.selections, below, `${field}.`, repeated * times, given !== undefined));
      if (given !== undefined && cost * repeated > (heaviest?.weight ?? 0))
        heaviest = { field, ...given, weight: cost * repeated };
      return sum + cost;
    }, 0);
  const root = schema?.getRootType(operation.operation) ?? undefined;
  return { cost: Math.round(costOf(operation.selectionSet.selections, root, '', 1)), heaviest };
}

/** The refusal of an operation over the limit: its cost, the limit, and what to lower. */
export function overTheLimit({ cost, heaviest }: Cost, maxCost: number): GraphQLError {
  const lower =
    heaviest === undefined
      ? 'ask for fewer fields'
      : `lower ${heaviest.argument} of ${heaviest.field} (${heaviest.value}), which weighs ${Math.round(heaviest.weight)}`;
  return new GraphQLError(`the operation costs ${cost}, more than the limit of ${maxCost}: ${lower}`, {
    extensions: {
      code: CODES.COST_LIMIT_EXCEEDED,
      cost,
      maxCost,
      ...(heaviest === undefined
        ? {}
        : { field: heaviest.field, argument: heaviest.argument, value: heaviest.value }),
    },
  });
}

/** what extensions.cost says: the operation's cost and the limit it is held to */
type CostReport = { readonly cost: number; readonly limit: number };

/**
 * Refuses an operation over `maxCost` before anything runs (COST_LIMIT_EXCEEDED), and puts
 * extensions.cost on the answer (on a stream's first result) of a caller who asked, or of
 * every caller when `always`.
 */
export function useCost(maxCost: number, always: boolean): Plugin<CostContext> {
  return refusing<CostContext>((args) => {
    const counted = operationCost(args);
    if (counted.cost > maxCost) return { errors: [overTheLimit(counted, maxCost)] };
    const cost: CostReport = { cost: counted.cost, limit: maxCost };
    return always || args.contextValue.asksForCost ? { extensions: { cost } } : undefined;
  });
}
