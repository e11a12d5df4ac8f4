import type { WireActivation } from '@msp/partner-interface';
import { describe, expect, it } from 'vitest';
import { invalidationOf, invalidationOfAll, tagsOf } from '../src/cache/changes.js';
import { cacheKeyOf } from '../src/cache/partner-cache.js';
import { MemoryCacheStore } from '../src/stores/cache.js';

const activation = (fields: Partial<WireActivation>): WireActivation => ({
  id: 'A1',
  createdAt: '2026-06-15T10:00:00Z',
  status: 'DONE',
  activationType: 'SUSPEND',
  subscriptionId: 'S1',
  phoneNumber: '06-12345678',
  ...fields,
});

describe('the tags of a cached answer', () => {
  it('name its operation, the keys it was asked by and the keys of its records', () => {
    expect(
      tagsOf('QuerySubscription', { phoneNumber: '06-12345678' }, [{ id: 'S1', simCardNumber: '8931' }]),
    ).toEqual([
      'QuerySubscription',
      'QuerySubscription|p:0612345678',
      'QuerySubscription|s:S1',
      'QuerySubscription|c:8931',
    ]);
  });

  it('mark a list not narrowed to a key, and an answer that found nothing, as changing with its members', () => {
    expect(tagsOf('QuerySimcard', { status: 'FREE' }, [])).toContain('QuerySimcard|members');
    expect(tagsOf('QuerySubscription', { phoneNumber: '0611' }, [])).toContain('QuerySubscription|members');
    expect(tagsOf('QuerySubscription', { phoneNumber: '0611' }, [{ id: 'S9' }])).not.toContain(
      'QuerySubscription|members',
    );
  });

  it('do not mark an empty answer of activations by key: an activation names its own keys', () => {
    expect(tagsOf('QueryActivation', { subscriptionId: 'S1' }, [])).toEqual([
      'QueryActivation',
      'QueryActivation|s:S1',
    ]);
  });
});

describe('what an activation drops', () => {
  it('SUSPEND: the subscription, lists of subscriptions, and activations of it; no SIM card', () => {
    const { operations, tags } = invalidationOf(activation({}));
    expect(operations).toEqual([]);
    expect(tags).toEqual(
      expect.arrayContaining([
        'QuerySubscription|s:S1',
        'QuerySubscription|p:0612345678',
        'QuerySubscription|members',
        'QueryActivation|a:A1',
        'QueryActivation|s:S1',
      ]),
    );
    expect(tags.some((t) => t.startsWith('QuerySimcard'))).toBe(false);
  });

  it('touches every operation it drops whole or by a tag, and no other', () => {
    for (const activationType of ['SUSPEND', 'SETSERVICES', 'SIMSWAP', 'ACTIVATENEW', 'MOVEENVIRONMENT']) {
      const { operations, tags, touched } = invalidationOf(activation({ activationType }));
      expect(new Set(touched)).toEqual(
        new Set([...operations, ...tags.map((t) => t.slice(0, t.indexOf('|')))]),
      );
    }
  });

  it('SETSERVICES: the subscription, but no list of subscriptions', () => {
    const { tags } = invalidationOf(activation({ activationType: 'SETSERVICES' }));
    expect(tags).toContain('QuerySubscription|s:S1');
    expect(tags).not.toContain('QuerySubscription|members');
  });

  it('SIMSWAP and new subscriptions: every SIM card answer (the new card is not named)', () => {
    for (const activationType of ['SIMSWAP', 'ACTIVATENEW', 'INPORT'])
      expect(invalidationOf(activation({ activationType })).operations).toContain('QuerySimcard');
  });

  it('a type the spec does not list, or an activation naming nothing it changed: everything of what it may change', () => {
    // a name an object has of its own (its prototype's) is no listed type either
    for (const activationType of ['MOVEENVIRONMENT', 'constructor', 'toString'])
      expect(invalidationOf(activation({ activationType })).operations).toEqual(
        expect.arrayContaining(['QuerySubscription', 'QuerySimcard', 'QueryUsageSubscription']),
      );
    const { subscriptionId: _s, phoneNumber: _p, ...anonymous } = activation({});
    expect(invalidationOf(anonymous).operations).toEqual(['QuerySubscription']);
  });

  it("a poll's changes together: what each drops, each operation and tag once", () => {
    const first = activation({});
    const second = activation({ id: 'A2', subscriptionId: 'S2', phoneNumber: '06-22222222' });
    const sameSubscription = activation({ id: 'A3' });
    const { operations, tags } = invalidationOfAll([first, second, sameSubscription]);
    const each = [first, second, sameSubscription].map(invalidationOf);
    expect(new Set(tags)).toEqual(new Set(each.flatMap((one) => one.tags)));
    expect(tags).toHaveLength(new Set(tags).size);
    expect(tags).toEqual(expect.arrayContaining(['QuerySubscription|s:S2', 'QueryActivation|a:A3']));
    expect(operations).toEqual([]);
    const anywhere = invalidationOfAll([first, activation({ activationType: 'SIMSWAP' })]);
    expect(anywhere.operations).toEqual(['QuerySimcard']);
  });
});

describe('the memory store', () => {
  const answer = { at: 0, value: { offset: 0, total: 1, results: [{ id: 'S1' }] } };

  it('does not keep an answer whose read began before an invalidation of its operation', async () => {
    const store = new MemoryCacheStore(100);
    const { generation } = await store.lookup('k', 'QuerySubscription');
    await store.invalidate({
      operations: [],
      tags: ['QuerySubscription|s:S2'],
      touched: ['QuerySubscription'],
    });
    await store.store('k', 'QuerySubscription', generation, answer, ['QuerySubscription|s:S1'], 60_000);
    expect((await store.lookup('k', 'QuerySubscription')).answer).toBeUndefined();
  });

  it('drops an answer by any of its tags', async () => {
    const store = new MemoryCacheStore(2);
    const { generation } = await store.lookup('k', 'QuerySubscription');
    await store.store('k', 'QuerySubscription', generation, answer, ['QuerySubscription|s:S1'], 60_000);
    expect((await store.lookup('k', 'QuerySubscription')).answer).toEqual(answer);
    await store.invalidate({
      operations: [],
      tags: ['QuerySubscription|s:S1'],
      touched: ['QuerySubscription'],
    });
    expect((await store.lookup('k', 'QuerySubscription')).answer).toBeUndefined();
  });
});

describe('the cache key', () => {
  it('is the same whatever the order of the parameters, and leaves out empty ones', () => {
    expect(
      cacheKeyOf('QueryCdr', { yearMonth: '2026_06', phoneNumber: '06 1', take: 10, id: undefined }),
    ).toBe(cacheKeyOf('QueryCdr', { take: 10, phoneNumber: '06 1', yearMonth: '2026_06' }));
  });
});
