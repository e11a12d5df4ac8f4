/**
 * Look-ups and rules shared by the order families: finding the subscription or activation a
 * request names, the services the provider recognises, and the mobilePay rules.
 */
import {
  normalizePhone,
  ORDER_DEFAULTS,
  type ProviderEnvironment,
  SERVICE_NAMES,
  type WireActivation,
  type WireActivationInfo,
  type WireServices,
  type WireSimCard,
  type WireSubscription,
} from '@msp/partner-interface';
import type { SimulatorData } from '../data.js';
import { badRequest, notFound } from '../errors.js';

/** The values of the value-type services that exist at the simulated provider. */
const EXISTING_DATA_USAGE_NOTIFICATIONS = [0, 100, 250, 500, 1000, 2000, 5000, 10000].map((mb) =>
  mb === 0 ? 'No Data Usage Notification' : `Data Usage Notification ${mb} MB`,
);
const EXISTING_DATA_ROAMING_LIMITATIONS = [0, 25, 50, 100, 150, 250, 500, 1000].map((n) => `Limit ${n}`);

export const samePhone = (a: string | null | undefined, b: string): boolean =>
  a !== null && a !== undefined && normalizePhone(a) === normalizePhone(b);

export function findSubscription(
  data: SimulatorData,
  target: { subscriptionId?: string | undefined; phoneNumber?: string | undefined },
): WireSubscription {
  const { subscriptionId, phoneNumber } = target;
  if (subscriptionId !== undefined) {
    const sub = data.subscriptions.get(subscriptionId);
    if (sub === undefined) throw notFound(`subscription ${subscriptionId} was not found`);
    if (phoneNumber !== undefined && !samePhone(sub.phoneNumber, phoneNumber)) {
      throw badRequest('phoneNumber does not belong to subscriptionId', 'phoneNumber');
    }
    return sub;
  }
  if (phoneNumber !== undefined) {
    for (const sub of data.subscriptions.values()) if (samePhone(sub.phoneNumber, phoneNumber)) return sub;
    throw notFound(`no subscription has phone number ${phoneNumber}`);
  }
  throw badRequest('subscriptionId or phoneNumber is required', 'subscriptionId');
}

export function findActivation(
  data: SimulatorData,
  id: string,
  expectedType: string,
  operation: string,
): WireActivation {
  const act = data.activations.get(id);
  if (act === undefined) throw notFound(`activation ${id} was not found`);
  if (act.activationType !== expectedType) {
    throw badRequest(
      `${operation} needs an ${expectedType} activation; ${id} is ${act.activationType}`,
      'activationId',
    );
  }
  return act;
}

/**
 * The optional request fields that were supplied, in the order given: what an activation's
 * info echoes ("Responses echo only those optional request fields that were supplied").
 */
export function supplied<B extends object, K extends keyof B & keyof WireActivationInfo>(
  body: B,
  fields: readonly K[],
): Partial<Pick<B, K>> {
  const out: Partial<Pick<B, K>> = {};
  for (const field of fields) if (body[field] !== undefined) out[field] = body[field];
  return out;
}

export const infoOf = (act: WireActivation): WireActivationInfo => {
  if (act.info === undefined) act.info = {};
  return act.info;
};

export const environmentOf = (record: { providerEnvironment?: string | undefined }): string =>
  record.providerEnvironment ?? ORDER_DEFAULTS.providerEnvironment;

export const failsByReference = (referenceNumber: string | undefined): boolean =>
  referenceNumber?.startsWith('FAIL') === true;

export function disableSim(sim: WireSimCard): void {
  sim.status = 'DISABLED';
}

/** The services of a request that the provider recognises (rule 1: unknown names are ignored). */
export function knownServices(services: Record<string, unknown>): WireServices {
  const out: Record<string, unknown> = {};
  for (const name of SERVICE_NAMES) if (name in services) out[name] = services[name];
  return out as WireServices;
}

/** A value-type service whose value does not exist at the provider, if any. */
export function nonExistingValue(services: WireServices): string | undefined {
  const notification = services.dataUsageNotification;
  if (notification !== undefined && !EXISTING_DATA_USAGE_NOTIFICATIONS.includes(notification)) {
    return `dataUsageNotification '${notification}' does not exist`;
  }
  const limitation = services.dataRoamingLimitation;
  if (limitation !== undefined && !EXISTING_DATA_ROAMING_LIMITATIONS.includes(limitation)) {
    return `dataRoamingLimitation '${limitation}' does not exist`;
  }
  return undefined;
}

interface MobilePayServices {
  mobilePay?: unknown;
  extraSecureMobile?: unknown;
}

/**
 * The two mobilePay rules, on the services as they will be after the request: unsupported on
 * SP16002, and on SP16001 only while extraSecureMobile is false.
 */
export function checkMobilePay(
  environment: ProviderEnvironment | string,
  requested: MobilePayServices,
  accessType: string | undefined,
  current: MobilePayServices,
): void {
  const mobilePay = requested.mobilePay ?? current.mobilePay;
  const wantsMobilePay = mobilePay === true || (accessType === 'MOBILEPAY' && mobilePay !== false);
  if (!wantsMobilePay) return;
  const field =
    requested.mobilePay !== undefined || accessType === undefined ? 'services.mobilePay' : 'accessType';
  if (environment === 'SP16002') {
    throw badRequest(`${field}: mobilePay is not supported in providerEnvironment SP16002`, field);
  }
  const extraSecure = requested.extraSecureMobile ?? current.extraSecureMobile;
  if (extraSecure === true) {
    throw badRequest(`${field}: mobilePay is only available when extraSecureMobile is false`, field);
  }
}
