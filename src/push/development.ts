/**
 * The development push target: outside production, with no APNs or FCM credentials (or
 * PUSH_TARGET=development), each notification is recorded here instead of sent, so that an
 * app team sees on `npm start` what a phone would be told, with no Apple or Google account.
 * The recorder keeps the last RECORDED_LIMIT in memory (newest first): staff read them in the
 * graph (developmentPushNotifications) and at GET /dev/push (./development-page.ts). A token
 * is kept masked, its last four characters alone: enough to tell one's own phone, never
 * enough to send to it.
 */
import type { PushMessage, PushOutcome, PushPlatform, PushTarget, PushTransport } from './transport.js';
import { alertOf } from './wording.js';

/** how many notifications the recorder keeps: the oldest goes when one more comes */
export const RECORDED_LIMIT = 500;

/** one notification as it would have been sent */
export interface RecordedPush {
  /** the message's id: the same as its PushDelivery's, on every attempt */
  id: string;
  platform: PushPlatform;
  /** the device token, masked: `…` and its last four characters */
  token: string;
  title: string;
  body: string;
  eventType: PushMessage['eventType'];
  activationId: string | null;
  activationType: string;
  status: string | null;
  previousStatus: string | null;
  /** iOS: the Live Activity update sent beside the alert (END with the final status); null without one */
  liveActivity: 'UPDATE' | 'END' | null;
  recordedAt: Date;
}

/** `…` and the last four characters: a token is a credential to reach a phone */
export const maskedToken = (token: string): string => `…${token.slice(-4)}`;

/** The notifications the development target took, the newest RECORDED_LIMIT. */
export class PushRecorder {
  readonly #limit: number;
  /** a ring: `#next` is where the next one goes */
  readonly #ring: RecordedPush[] = [];
  #next = 0;

  constructor(limit = RECORDED_LIMIT) {
    this.#limit = limit;
  }

  record(platform: PushPlatform, target: PushTarget, message: PushMessage): RecordedPush {
    const live = platform === 'APNS' && target.liveActivityToken != null;
    const recorded: RecordedPush = {
      id: message.id,
      platform,
      token: maskedToken(target.token),
      ...alertOf(message),
      eventType: message.eventType,
      activationId: message.activationId,
      activationType: message.activationType,
      status: message.status,
      previousStatus: message.previousStatus,
      liveActivity: live ? (message.final ? 'END' : 'UPDATE') : null,
      recordedAt: new Date(),
    };
    if (this.#ring.length < this.#limit) this.#ring.push(recorded);
    else this.#ring[this.#next] = recorded;
    this.#next = (this.#next + 1) % this.#limit;
    return recorded;
  }

  /** what was recorded, newest first */
  list(): RecordedPush[] {
    const oldestFirst =
      this.#ring.length < this.#limit
        ? this.#ring
        : [...this.#ring.slice(this.#next), ...this.#ring.slice(0, this.#next)];
    return [...oldestFirst].reverse();
  }
}

/** a transport that records what it is given and answers that the service took it */
export function createDevelopmentTransport(platform: PushPlatform, recorder: PushRecorder): PushTransport {
  return {
    platform,
    send(target: PushTarget, message: PushMessage): Promise<PushOutcome[]> {
      const recorded = recorder.record(platform, target, message);
      const outcomes: PushOutcome[] = [{ kind: 'delivered' }];
      if (recorded.liveActivity !== null) outcomes.push({ kind: 'delivered' });
      return Promise.resolve(outcomes);
    },
    close: () => Promise.resolve(),
  };
}
