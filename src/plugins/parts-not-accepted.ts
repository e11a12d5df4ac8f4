/**
 * Answers in parts (@defer, @stream, @live, a subscription) only to clients that can take them.
 *
 * - Over HTTP, an operation that would be answered in parts, from a client whose Accept takes
 *   neither multipart/mixed nor text/event-stream, is refused before anything runs
 *   (PARTS_NOT_ACCEPTED, 406): yoga would run it first, a mutation's order placed, then answer
 *   a bare 406. A subscription's events go over text/event-stream alone (yoga sends none as
 *   multipart/mixed): one whose Accept does not take it is refused the same way, the message
 *   saying so. A graphql-ws operation always can (websocket.ts marks its requests).
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

const NOT_ACCEPTED = {
  parts:
    'this operation is answered in parts (@defer, @stream or @live): accept multipart/mixed or text/event-stream, or send it over graphql-ws',
  subscription:
    "a subscription's events are a stream: accept text/event-stream (SSE), or send it over graphql-ws",
} as const;

const notAccepted = (what: keyof typeof NOT_ACCEPTED) =>
  new GraphQLError(NOT_ACCEPTED[what], {
    extensions: { code: CODES.PARTS_NOT_ACCEPTED, http: { status: 406 } },
  });

const isNotAccepted = (error: { extensions?: Record<string, unknown> | undefined }): boolean =>
  error.extensions?.['code'] === CODES.PARTS_NOT_ACCEPTED;

/** requests that stand for a graphql-ws operation: their socket takes every part */
const socketRequests = new WeakSet<Request>();
export const overSocket = (request: Request): void => void socketRequests.add(request);

/** media types, with their wildcards, that carry an answer in parts */
const PARTS = new Set(['*/*', 'multipart/*', 'multipart/mixed', 'text/*', 'text/event-stream']);
/** those that carry a subscription's events */
const EVENTS = new Set(['*/*', 'text/*', 'text/event-stream']);

/** whether a request's Accept takes one of `types` (no Accept takes anything; q=0 refuses) */
function takes(request: Request, types: ReadonlySet<string>): boolean {
  const accept = request.headers.get('accept');
  if (accept === null || accept.trim() === '') return true;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    return !refused && types.has(type);
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

/** how the operation's answer comes: a subscription's events, in parts (@live, or @defer/@stream that is on), or whole */
function answerOf({
  document,
  operationName,
  variableValues,
}: Operation): 'subscription' | 'parts' | 'whole' {
  const operation = getOperationAST(document, operationName);
  if (operation === null || operation === undefined) return 'whole';
  if (operation.operation === 'subscription') return 'subscription';
  return directivesOfParts(document).some((directive) => on(directive, variableValues)) ? 'parts' : 'whole';
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
    if (request !== undefined && !socketRequests.has(request)) {
      const answer = answerOf(args);
      if (answer === 'subscription' && !takes(request, EVENTS)) return { errors: [notAccepted(answer)] };
      if (answer === 'parts' && !takes(request, PARTS)) return { errors: [notAccepted(answer)] };
    }
    const problem = negativeInitialCount(args);
    return problem === undefined ? undefined : { errors: [problem] };
  };
  return {
    onValidate: ({ addValidationRule }) => {
      addValidationRule(noPartsInSubscriptions);
    },
    ...refusing(refusal),
    onResultProcess: ({ request, result, resultProcessor, setResult, setResultProcessor }) => {
      if (resultProcessor !== undefined) return;
      if (!isAsyncIterable(result)) {
        // our refusal of a subscription to an Accept of multipart/mixed alone, which yoga
        // answers a subscription's single result in no way of: said in JSON, not a bare 406
        if (!Array.isArray(result) && result.errors?.some(isNotAccepted))
          setResultProcessor(processRegularResult, 'application/json');
        return;
      }
      void result[Symbol.asyncIterator]()
        .return?.()
        ?.catch(() => undefined);
      // a stream that multipart/mixed, accepted, could not carry is a subscription's
      setResult({ errors: [notAccepted(takes(request, PARTS) ? 'subscription' : 'parts')] });
      setResultProcessor(processRegularResult, 'application/json');
    },
  };
}
