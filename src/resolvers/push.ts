/**
 * What the graph does with push devices: a caller registers their own phones, lists and
 * removes them; no one sees another's. A customer's device hears of orders on the
 * subscriptions they own when they register it (registering again, as an app does at every
 * start, brings that list up to date); a staff member's, of the orders they place. Tokens are
 * write-only: the graph never answers them. A token another caller holds, as a device's or a
 * Live Activity's, stays theirs (DEVICE_TOKEN_TAKEN, naming the field); each caller keeps MAX_DEVICES_PER_CALLER devices, the least recently
 * registered dropped beyond it; each registration counts against the caller's rate.
 */
import { GraphQLError } from 'graphql';
import { CODES } from '../errors/codes.js';
import type { DeviceRow, PushPlatform } from '../journal/tables.js';
import type { DeviceOwner } from '../push/store.js';
import type { Context } from '../request/context.js';
import { INPUT_LIMITS } from '../settings/defaults.js';
import { inputError } from './common.js';
import { fromJournal, isJournalId } from './journal.js';
import { ownSubscriptions } from './own.js';

export { PUSH_PLATFORMS, type PushPlatform } from '../journal/tables.js';

export interface Device {
  id: string;
  platform: PushPlatform;
  hasLiveActivity: boolean;
  registeredAt: string;
  updatedAt: string;
}

export interface DeviceInput {
  platform: PushPlatform;
  token: string;
  liveActivityToken?: string | null | undefined;
  liveActivityActivationId?: string | null | undefined;
}

/**
 * What each service's tokens look like: an APNs device or Live Activity token is the hex of
 * its bytes (32 today; Apple says not to rely on the length: up to 100 are taken); an
 * FCM registration token is its app instance's id, a colon, and URL-safe text. No token fits
 * both: another's APNs token registered as FCM's is refused as what it is.
 */
const TOKEN_FORMS: Record<PushPlatform, { pattern: RegExp; words: string }> = {
  APNS: {
    pattern: /^(?:[\da-f]{2}){32,100}$/i,
    words: 'an APNs token: 32 to 100 bytes in hex (64 to 200 digits)',
  },
  FCM: {
    pattern: new RegExp(`^(?=.{20,${INPUT_LIMITS.maxStringLength}}$)[\\w-]+:[\\w.-]+$`),
    words: `an FCM registration token: the app instance's id, a colon, then letters, digits and _ . - (20 to ${INPUT_LIMITS.maxStringLength} in all)`,
  },
};

/** one token however the app spelled its hex (%02x or %02X): APNs' are case-blind */
const canonical = (platform: PushPlatform, token: string): string =>
  platform === 'APNS' ? token.toLowerCase() : token;

const ownerOf = (ctx: Context): DeviceOwner => ({
  kind: ctx.caller.kind,
  subject: ctx.caller.subject,
  role: ctx.caller.role,
});

export const deviceOf = (row: DeviceRow): Device => ({
  id: row.id,
  platform: row.platform,
  hasLiveActivity: row.live_activity_token !== null,
  registeredAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/**
 * Each registration takes a token of its caller's rate besides its operation's: aliases put many
 * in one operation, and each writes a row and may send a notification per event.
 */
async function spendRate(ctx: Context): Promise<void> {
  const waitMs = await ctx.rateLimiter.take(ctx.caller.id);
  if (waitMs <= 0) return;
  const seconds = Math.ceil(waitMs / 1000);
  throw new GraphQLError(`registerDevice: rate limit reached; register again in ${seconds} s`, {
    extensions: { code: CODES.RATE_LIMITED, retryAfterSeconds: seconds },
  });
}

export async function registerDevice(ctx: Context, input: DeviceInput): Promise<Device> {
  await spendRate(ctx);
  if (!ctx.push.deliverer.serves(input.platform)) {
    throw inputError(
      'input.platform',
      `${input.platform} push is not configured on this gateway`,
      CODES.PUSH_NOT_CONFIGURED,
    );
  }
  const form = TOKEN_FORMS[input.platform];
  if (!form.pattern.test(input.token)) throw inputError('input.token', `must be ${form.words}`);
  const token = canonical(input.platform, input.token);
  const live = input.liveActivityToken == null ? null : canonical(input.platform, input.liveActivityToken);
  if (live !== null && input.platform !== 'APNS')
    throw inputError('input.liveActivityToken', 'Live Activities are on iOS (APNS) alone');
  if (live !== null && !form.pattern.test(live))
    throw inputError('input.liveActivityToken', `must be ${form.words}`);
  if (live === null && input.liveActivityActivationId != null)
    throw inputError(
      'input.liveActivityActivationId',
      'names the order of a Live Activity: give its liveActivityToken too',
    );
  // a customer's device hears of the orders on their subscriptions; staff own none
  const subscriptionIds = ctx.caller.isStaff ? [] : (await ownSubscriptions(ctx)).map((s) => s.id);
  const registered = await fromJournal(
    ctx.push.store.register({
      owner: ownerOf(ctx),
      platform: input.platform,
      token,
      liveActivityToken: live,
      liveActivityActivationId: input.liveActivityActivationId ?? null,
      subscriptionIds,
    }),
  );
  if (registered.taken) {
    // whose it is, and in which role, is not said: a token is no way to learn who else uses the gateway
    throw inputError(
      `input.${registered.field}`,
      'this token is registered to another account: unregister it there first (unregisterDevice at sign-out)',
      CODES.DEVICE_TOKEN_TAKEN,
    );
  }
  return deviceOf(registered.device);
}

export async function unregisterDevice(ctx: Context, id: string): Promise<string> {
  if (!isJournalId(id) || !(await fromJournal(ctx.push.store.unregister(ownerOf(ctx), id)))) {
    throw new GraphQLError('id: you have no device with this id', {
      extensions: { code: CODES.NOT_FOUND, field: 'id' },
    });
  }
  return id;
}

export async function devices(ctx: Context): Promise<Device[]> {
  return (await fromJournal(ctx.push.store.devices(ownerOf(ctx)))).map(deviceOf);
}

/**
 * Staff: the devices a caller (a customer, by the subject of their token) registered, newest
 * first, to see whether and how their phones are told; the tokens stay unsaid.
 */
export async function devicesOf(
  ctx: Context,
  owner: { kind: DeviceOwner['kind']; subject: string },
): Promise<Device[]> {
  // the store finds an owner's devices by kind and subject; the role is not among them
  return (await fromJournal(ctx.push.store.devices({ ...owner, role: 'customer' }))).map(deviceOf);
}

/** one of the caller's own devices; null for anyone else's and for an id that names none */
export async function deviceById(ctx: Context, id: string): Promise<Device | null> {
  if (!isJournalId(id)) return null;
  return (await devices(ctx)).find((d) => d.id === id) ?? null;
}
