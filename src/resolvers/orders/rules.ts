/**
 * The rules an order must pass before it may leave: the spec's limits and conditions, checked
 * with the wire format's zod schemas, and the judging half of the rules that need a look-up
 * first (the mobilePay rules, an open activation, the port-in windows; ./checks.ts loads what
 * they judge). Pure functions: each body builder turns a mutation input into the request body,
 * or throws a ValidationError naming every offending field as `input.<field>`.
 */

import {
  type ActivationRefBody,
  type ActivationType,
  activationRefBodySchema,
  BOOLEAN_SERVICE_NAMES,
  type ChangeInPortBody,
  changeInPortBodySchema,
  type InPortBody,
  inPortBodySchema,
  isFinalStatus,
  type NewSubscriptionBody,
  newSubscriptionBodySchema,
  ORDER_DEFAULTS,
  OUTPORT_WINDOW_MS,
  PORTING_WINDOW_MS,
  type ScheduledTargetBody,
  type SetServicesBody,
  type SimSwapBody,
  scheduledTargetBodySchema,
  servicesRequestSchema,
  setServicesBodySchema,
  simSwapBodySchema,
  type TargetBody,
  targetBodySchema,
  type WireActivation,
  type WireServices,
} from '@msp/partner-interface';
import type { z } from 'zod';
import { CLOSING_ACTIVATION_TYPES } from '../../journal/conflicts.js';
import { type FieldProblem, NotFoundError, ValidationError } from './errors.js';
import type { InputOf, LineInput, ServicesInput } from './inputs.js';

/** Absent and null fields dropped; the body carries only what was given. */
function given<T extends object>(input: T): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], null>;
  };
}

const problems = (error: z.ZodError, prefix = 'input'): FieldProblem[] =>
  error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));

function checked<S extends z.ZodType>(schema: S, body: unknown, extra: FieldProblem[] = []): z.input<S> {
  const result = schema.safeParse(body);
  const all = [...extra, ...(result.success ? [] : problems(result.error))];
  if (all.length > 0) throw new ValidationError(all);
  return body as z.input<S>;
}

/** OTHER stands for values the gateway does not know: it cannot be ordered. */
function knownValues(input: object, fields: readonly string[]): FieldProblem[] {
  return fields
    .filter((f) => (input as Record<string, unknown>)[f] === 'OTHER')
    .map((f) => ({
      path: `input.${f}`,
      message: 'OTHER cannot be ordered; choose one of the listed values',
    }));
}

/** The services input as the provider's services object; the typed forms become the strings. */
export function servicesBody(
  services: ServicesInput,
  path = 'input.services',
): { body: WireServices; problems: FieldProblem[] } {
  const out: Record<string, unknown> = {};
  const found: FieldProblem[] = [];
  for (const name of BOOLEAN_SERVICE_NAMES) {
    const value = services[name];
    if (value !== null && value !== undefined) out[name] = value;
  }
  // null is a value of its own for dataRoamingOutsideEU
  if ('dataRoamingOutsideEU' in services && services.dataRoamingOutsideEU !== undefined) {
    out['dataRoamingOutsideEU'] = services.dataRoamingOutsideEU;
  }
  const pair = (
    text: string,
    typed: string,
    value: string | undefined,
    number: number | null | undefined,
    form: (n: number) => string,
  ) => {
    if (value !== undefined && number !== null && number !== undefined) {
      found.push({ path: `${path}.${typed}`, message: `give ${text} or ${typed}, not both` });
    } else if (number !== null && number !== undefined) {
      if (!Number.isInteger(number) || number < 0)
        found.push({ path: `${path}.${typed}`, message: 'must be a whole number, 0 or more' });
      else out[text] = form(number);
    } else if (value !== undefined) {
      out[text] = value;
    }
  };
  pair(
    'dataUsageNotification',
    'dataUsageNotificationMb',
    services.dataUsageNotification ?? undefined,
    services.dataUsageNotificationMb,
    (mb) => (mb === 0 ? 'No Data Usage Notification' : `Data Usage Notification ${mb} MB`),
  );
  pair(
    'dataRoamingLimitation',
    'dataRoamingLimitEuros',
    services.dataRoamingLimitation ?? undefined,
    services.dataRoamingLimitEuros,
    (euros) => `Limit ${euros}`,
  );
  const result = servicesRequestSchema.safeParse(out);
  if (!result.success) found.push(...problems(result.error, path));
  return { body: out as WireServices, problems: found };
}

/**
 * The two mobilePay rules on the services as they will be: unsupported on SP16002, and on
 * SP16001 only while extraSecureMobile is false. accessType MOBILEPAY counts as mobilePay.
 * A problem names the field of the request that brings it about: services.mobilePay or
 * accessType when it asks for mobilePay, services.extraSecureMobile when it asks only for that
 * next to a mobilePay already set, else services (the services as they are already conflict).
 */
export function mobilePayProblems(
  environment: string,
  requested: { mobilePay?: unknown; extraSecureMobile?: unknown },
  accessType: string | undefined,
  current: { mobilePay?: unknown; extraSecureMobile?: unknown } = {},
  path = 'input',
): FieldProblem[] {
  const mobilePay = requested.mobilePay ?? current.mobilePay;
  const wanted = mobilePay === true || (accessType === 'MOBILEPAY' && mobilePay !== false);
  if (!wanted) return [];
  const services = `${path}.services`;
  const asked =
    requested.mobilePay === true
      ? `${services}.mobilePay`
      : accessType === 'MOBILEPAY'
        ? `${path}.accessType`
        : undefined;
  if (environment === 'SP16002') {
    return [
      { path: asked ?? services, message: 'mobilePay is not supported in providerEnvironment SP16002' },
    ];
  }
  if ((requested.extraSecureMobile ?? current.extraSecureMobile) === true) {
    const field =
      asked ?? (requested.extraSecureMobile === true ? `${services}.extraSecureMobile` : services);
    return [{ path: field, message: 'mobilePay is only available while extraSecureMobile is false' }];
  }
  return [];
}

function orderLine(input: LineInput<NewSubscriptionBody> | LineInput<InPortBody>) {
  const { services, ...rest } = input;
  const converted = services === null || services === undefined ? undefined : servicesBody(services);
  const found = [
    ...knownValues(input, ['providerEnvironment', 'subscriptionType', 'accessType']),
    ...(converted?.problems ?? []),
  ];
  const base = given(rest);
  if (base.eSim === true) delete base.simCardNumber; // ignored for an eSIM, so not sent
  found.push(
    ...mobilePayProblems(
      base.providerEnvironment ?? ORDER_DEFAULTS.providerEnvironment,
      converted?.body ?? {},
      base.accessType,
    ),
  );
  return { base, services: converted?.body, found };
}

export function newSubscriptionBody(input: LineInput<NewSubscriptionBody>): NewSubscriptionBody {
  const { base, services, found } = orderLine(input);
  return checked(
    newSubscriptionBodySchema,
    { ...base, ...(services !== undefined ? { services } : {}) },
    found,
  );
}

export function portInBody(input: LineInput<InPortBody>): InPortBody {
  const { base, services, found } = orderLine(input);
  return checked(inPortBodySchema, { ...base, ...(services !== undefined ? { services } : {}) }, found);
}

export const targetBody = (input: InputOf<TargetBody>): TargetBody => checked(targetBodySchema, given(input));

export const scheduledTargetBody = (input: InputOf<ScheduledTargetBody>): ScheduledTargetBody =>
  checked(scheduledTargetBodySchema, given(input));

export function swapSimBody(input: InputOf<SimSwapBody>): SimSwapBody {
  const body = given(input);
  // an eSIM swap with a newSimCardNumber is an eSIM swap (the spec): the number is ignored, so
  // not sent, as no check looks at it then
  if (body.eSim === true) delete body.newSimCardNumber;
  return checked(simSwapBodySchema, body);
}

export function setServicesBody(
  input: InputOf<SetServicesBody, 'services'> & { services: ServicesInput },
): SetServicesBody & { services: WireServices } {
  const { services, ...rest } = input;
  const converted = servicesBody(services);
  const found = [...converted.problems];
  if (Object.keys(converted.body).length === 0 && found.length === 0) {
    found.push({ path: 'input.services', message: 'name at least one service to set' });
  }
  const body = { ...given(rest), services: converted.body };
  checked(setServicesBodySchema, body, found);
  return body;
}

export const activationRefBody = (input: InputOf<ActivationRefBody>): ActivationRefBody =>
  checked(activationRefBodySchema, given(input));

export function changePortInBody(input: InputOf<ChangeInPortBody>): ChangeInPortBody {
  const body = given(input);
  const found: FieldProblem[] =
    body.donorCustomerNumber === undefined && body.portingWishDate === undefined
      ? [
          {
            path: 'input',
            message: 'give donorCustomerNumber or portingWishDate: there is nothing to change',
          },
        ]
      : [];
  return checked(changeInPortBodySchema, body, found);
}

/** The orders that end a subscription: while one is open on it, no other order may be placed there. */
export const CLOSING_ORDER_TYPES: readonly string[] =
  CLOSING_ACTIVATION_TYPES satisfies readonly ActivationType[];

/** Among a subscription's open orders, the one that closes it to every other order, if any. */
export const closingOrder = (open: readonly WireActivation[]): WireActivation | undefined =>
  open.find((activation) => CLOSING_ORDER_TYPES.includes(activation.activationType));

/** Why an order is refused while `closing` is open on its subscription. */
export const closedBy = (closing: WireActivation): string =>
  `the subscription has an open ${closing.activationType} order (activation ${closing.id}, ${closing.status}): no other order can be placed on it until that one is final`;

/** The activation a cancellation or change refers to must exist, be of its type, and still run. */
export function requireOpenActivation(
  activation: WireActivation | null,
  id: string,
  activationType: string,
  what: string,
): WireActivation {
  if (activation === null) throw new NotFoundError('activation', id);
  if (activation.activationType !== activationType) {
    throw ValidationError.of(
      'input.activationId',
      `${what} needs an ${activationType} activation; ${id} is ${activation.activationType}`,
    );
  }
  if (isFinalStatus(activation.status)) {
    throw ValidationError.of(
      'input.activationId',
      `activation ${id} is ${activation.status}: it can no longer be changed`,
    );
  }
  return activation;
}

/**
 * The port-in rules of change and cancel: refused while the donor has not answered (cancel
 * only), while a cancellation is under way, and within the 48 hours before an APPROVED
 * port-in's approvedDate; the message says when it was last possible.
 */
export function portInWindowProblem(
  activation: WireActivation,
  now: number,
  operation: 'change' | 'cancel',
): FieldProblem | undefined {
  const info = activation.info ?? {};
  const path = 'input.activationId';
  if (operation === 'cancel' && info.portingStatus === 'INIT') {
    return {
      path,
      message:
        'a port-in cannot be cancelled while its portingStatus is INIT: wait until the donor has answered (APPROVED), then cancel',
    };
  }
  if (info.portingStatus === 'CANCELLING') return { path, message: 'the port-in is already being cancelled' };
  if (info.portingStatus === 'APPROVED' && info.approvedDate !== undefined) {
    const approved = Date.parse(info.approvedDate);
    const closes = approved - PORTING_WINDOW_MS;
    if (!Number.isNaN(approved) && now >= closes) {
      return {
        path,
        message: `the port-in is approved for ${info.approvedDate}; changes and cancellations are refused from 48 hours before it (since ${new Date(closes).toISOString()}). It can no longer be ${operation === 'change' ? 'changed' : 'cancelled'}; once it is DONE, order a port-out or a termination instead`,
      };
    }
  }
  return undefined;
}

/**
 * A port-out is OUTPORTED within 90 days, and NOTCALLED when it is not called in them: one
 * wished for later than 90 days from now can only end NOTCALLED, so it is not sent.
 */
export function portOutWishProblem(wishDate: string | undefined, now: number): FieldProblem | undefined {
  const wish = wishDate === undefined ? Number.NaN : Date.parse(wishDate);
  const last = now + OUTPORT_WINDOW_MS;
  if (!(wish > last)) return undefined;
  return {
    path: 'input.wishDate',
    message: `must be within 90 days (by ${new Date(last).toISOString()}): a port-out not called within 90 days ends NOTCALLED`,
  };
}
