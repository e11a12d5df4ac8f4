/**
 * Answers in parts (@defer, @stream, @live, a subscription) only to clients that can take them.
 *
 * - Over HTTP, an operation that would be answered in parts, from a client whose Accept takes
 *   neither multipart/mixed nor text/event-stream, is refused before anything runs
 *   (PARTS_NOT_ACCEPTED, 406): yoga would run it first, a mutation's order placed, then answer
 *   a bare 406. A graphql-ws operation always can (websocket.ts marks its requests).
 * - Whatever still comes out as a stream no response can carry is ended, with the same error.
 * - A subscription's events are whole results: @defer and @stream in one are refused
 *   (SUBSCRIPTION_WITH_DEFER_OR_STREAM) rather than their parts lost.
 * - @stream's initialCount below zero is bad input, not a defect.
 */
import {
  type DirectiveNode,
  type DocumentNode,
  GraphQLError,
  getOperationAST,
  Kind,
  type ValidationRule,
  visit,
} from 'graphql';
import { isAsyncIterable, type Plugin, processRegularResult } from 'graphql-yoga';
import { CODES } from '../errors/codes.js';
import type { Context } from '../request/context.js';
import { refusing } from './refusing.js';

const notAccepted = () =>
  new GraphQLError(
    'this operation is answered in parts (@defer, @stream, @live or a subscription): accept multipart/mixed or text/event-stream, or send it over graphql-ws',
    { extensions: { code: CODES.PARTS_NOT_ACCEPTED, http: { status: 406 } } },
  );

/** requests that stand for a graphql-ws operation: their socket takes every part */
const socketRequests = new WeakSet<Request>();
export const overSocket = (request: Request): void => void socketRequests.add(request);

/** media types, with their wildcards, that carry an answer in parts */
const PARTS = new Set(['*/*', 'multipart/*', 'multipart/mixed', 'text/*', 'text/event-stream']);

/** whether a request's Accept takes an answer in parts (no Accept takes anything; q=0 refuses) */
function takesParts(request: Request): boolean {
  const accept = request.headers.get('accept');
  if (accept === null || accept.trim() === '') return true;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    return !refused && PARTS.has(type);
  });
}

interface Operation {
  document: DocumentNode;
  operationName?: string | null | undefined;
  variableValues?: Readonly<Record<string, unknown>> | null | undefined;
}

/** a directive's `if`, with its variable's value: absent means on */
function on(directive: DirectiveNode, variables: Operation['variableValues']): boolean {
  const condition = directive.arguments?.find((arg) => arg.name.value === 'if')?.value;
  if (condition === undefined) return true;
  if (condition.kind === Kind.BOOLEAN) return condition.value;
  if (condition.kind === Kind.VARIABLE) return variables?.[condition.name.value] !== false;
  return true;
}

/**
 * The @defer, @stream and @live of a document, found once per document: yoga's parser cache
 * hands out one document per text, so a request whose text was seen before walks none of it,
 * rather than twice (whether it is answered in parts, and @stream's initialCount). Earns
 * bench/results.md "Overhead", CPU per request of the 50-row page (one text, its variables
 * changing).
 */
const partsDirectives = new WeakMap<DocumentNode, readonly DirectiveNode[]>();
function directivesOfParts(document: DocumentNode): readonly DirectiveNode[] {
  let found = partsDirectives.get(document);
  if (found === undefined) {
    const directives: DirectiveNode[] = [];
    visit(document, {
      Directive(node) {
        const name = node.name.value;
        if (name === 'defer' || name === 'stream' || name === 'live') directives.push(node);
      },
    });
    found = directives;
    partsDirectives.set(document, found);
  }
  return found;
}

/** whether the operation's answer comes in parts: a subscription, @live, or @defer/@stream that is on */
export function answeredInParts({ document, operationName, variableValues }: Operation): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation === null || operation === undefined) return false;
  if (operation.operation === 'subscription') return true;
  return directivesOfParts(document).some((directive) => on(directive, variableValues));
}

/** the HTTP request behind an operation's context, as yoga puts it there (its own fetch API's Request) */
function requestOf(context: unknown): Request | undefined {
  if (typeof context !== 'object' || context === null || !('request' in context)) return undefined;
  const { request } = context as { request: unknown };
  return typeof request === 'object' &&
    request !== null &&
    'headers' in request &&
    request.headers instanceof Object
    ? (request as Request)
    : undefined;
}

/** @defer and @stream have no place in a subscription, whose events are whole results */
const noPartsInSubscriptions: ValidationRule = (context) => {
  const subscription = context
    .getDocument()
    .definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'subscription');
  if (!subscription) return {};
  return {
    Directive(node) {
      const name = node.name.value;
      const off = node.arguments?.some(
        (arg) => arg.name.value === 'if' && arg.value.kind === Kind.BOOLEAN && !arg.value.value,
      );
      if ((name === 'defer' || name === 'stream') && off !== true)
        context.reportError(
          new GraphQLError(`@${name} cannot be used in a subscription: its events are whole results`, {
            nodes: node,
            extensions: { code: CODES.SUBSCRIPTION_WITH_DEFER_OR_STREAM },
          }),
        );
    },
  };
};

/** @stream's initialCount, literal or variable, below zero */
function negativeInitialCount({ document, variableValues }: Operation): GraphQLError | undefined {
  for (const node of directivesOfParts(document)) {
    if (node.name.value !== 'stream') continue;
    const value = node.arguments?.find((arg) => arg.name.value === 'initialCount')?.value;
    const count =
      value?.kind === Kind.INT
        ? Number(value.value)
        : value?.kind === Kind.VARIABLE
          ? variableValues?.[value.name.value]
          : undefined;
    if (typeof count === 'number' && count < 0)
      return new GraphQLError('initialCount of @stream must be 0 or more', {
        nodes: node,
        extensions: { code: CODES.BAD_USER_INPUT, field: 'initialCount' },
      });
  }
  return undefined;
}

export function usePartsNeedAStream(): Plugin<Context> {
  const refusal = (args: Operation & { contextValue: unknown }) => {
    const request = requestOf(args.contextValue);
    if (
      request !== undefined &&
      !socketRequests.has(request) &&
      !takesParts(request) &&
      answeredInParts(args)
    )
      return { errors: [notAccepted()] };
    const problem = negativeInitialCount(args);
    return problem === undefined ? undefined : { errors: [problem] };
  };
  return {
    onValidate: ({ addValidationRule }) => {
      addValidationRule(noPartsInSubscriptions);
    },
    ...refusing(refusal),
    onResultProcess: ({ result, resultProcessor, setResult, setResultProcessor }) => {
      if (resultProcessor !== undefined || !isAsyncIterable(result)) return;
      void result[Symbol.asyncIterator]()
        .return?.()
        ?.catch(() => undefined);
      setResult({ errors: [notAccepted()] });
      setResultProcessor(processRegularResult, 'application/json');
    },
  };
}
