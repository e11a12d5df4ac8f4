import { isFinalStatus, type WireActivation } from '@msp/partner-interface';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalCoordination } from '../src/stores/coordination.js';
import {
  followActivation,
  type Ownership,
  type StreamItem,
} from '../src/subscriptions/activation-streams.js';
import { closeLive, createLive, type Live } from '../src/subscriptions/live.js';
import { startTestPartner, type TestPartner } from './utils/simulator.js';

describe('following an activation (followActivation)', () => {
  let partner: TestPartner;
  let live: Live;
  /** an order the partner has finished: its stream sends its state and ends */
  let finished: WireActivation;

  beforeAll(async () => {
    partner = await startTestPartner();
    live = createLive({
      provider: partner.client,
      poll: {},
      maxInFlight: 4,
      recordsPerCall: 200,
      coordination: new LocalCoordination(),
    });
    const { results } = await partner.client.get('QueryActivation', { take: 100 });
    const found = results.find((activation) => isFinalStatus(activation.status));
    if (found === undefined) throw new Error('the seed has no finished order');
    finished = found;
  });

  afterAll(async () => {
    closeLive(live);
    await partner.close();
  });

  const everything = async (isOwn: Ownership): Promise<StreamItem[]> => {
    const items: StreamItem[] = [];
    for await (const item of followActivation(live, finished.id, isOwn)) items.push(item);
    return items;
  };

  it('sends the state to a follower who may see it, and ends after its final status', async () => {
    const items = await everything(() => true);
    expect(items).toEqual([expect.objectContaining({ id: finished.id, status: finished.status })]);
  });

  it('ends the stream as if the activation did not exist for a follower who may not see it, whether that is known at once or after a look-up', async () => {
    expect(await everything(() => false)).toEqual([{ missing: finished.id }]);
    expect(await everything(async () => false)).toEqual([{ missing: finished.id }]);
  });
});
