/**
 * The spec, rule by rule, from outside: what the simulator answers over HTTP for every rule it
 * states to the letter (info echoes, the services QuerySubscription adds, order numbers after a
 * provider error, failed cancellations, service types, the 90 days of a port-out), that every
 * field of every resource occurs in the seeded data and is readable in the graph, and that the
 * simulator's OpenAPI document says what the bodies and records are.
 */
import { readFileSync } from 'node:fs';
import {
  ACTIVATION_TYPES,
  activationSchema,
  cdrMonthSchema,
  cdrSchema,
  INFO_FIELDS,
  invoiceSchema,
  SERVICE_NAMES,
  simCardSchema,
  subscriptionSchema,
  usageSummarySchema,
  type WireActivation,
} from '@msp/partner-interface';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isInterfaceType, isObjectType } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schema } from '../src/schema/index.js';
import { ActivationObjects } from '../src/schema/refs.js';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { order } from './utils/orders.js';
import { rejection, STEP_MS, startTestPartner, TEST_START, type TestPartner } from './utils/simulator.js';

const DAY = 86_400_000;

let partner: TestPartner;
beforeAll(async () => {
  // no orders in progress at start: the months these tests move the clock by would carry them out
  partner = await startTestPartner({ openOrders: false, portingLeadMs: 3 * DAY });
});
afterAll(() => partner.close());
beforeEach(() => partner.reset());

const activeSubscription = async (environment = 'SP16001') => {
  const { results } = await partner.client.get('QuerySubscription', { take: 100 });
  const sub = results.find((s) => s.state === 'ACTIVE' && s.providerEnvironment === environment);
  if (sub === undefined) throw new Error('no active subscription');
  return sub;
};
/** The subscription an order created, once it is DONE. */
const created = async (act: WireActivation) =>
  (
    await partner.client.get('QuerySubscription', {
      phoneNumber: (await partner.activation(act.id)).phoneNumber ?? '',
    })
  ).results[0];

/** The info fields an activation may have: the spec's list for its type, and how ERROR explains. */
const allowedInfo = (act: WireActivation): string[] => {
  const listed: readonly string[] =
    (INFO_FIELDS as Record<string, readonly string[] | undefined>)[act.activationType] ?? [];
  return act.status === 'ERROR' && act.activationType !== 'INPORT'
    ? [...listed, 'errorMessage']
    : [...listed];
};
const unlisted = (act: WireActivation): string[] =>
  Object.keys(act.info ?? {}).filter((field) => !allowedInfo(act).includes(field));

// ---------------------------------------------------------------------------------------------
// every field of every resource

/** Every record of every GET operation, seeded and in progress. */
async function everyRecord() {
  const all = <T>(page: { results: T[] }) => page.results;
  const months = all(await partner.client.get('QueryCdrMonth', { take: 1000 }));
  const cdrs = [];
  for (const { yearMonth } of months)
    cdrs.push(...all(await partner.client.readAll('QueryCdr', { yearMonth }, { pageSize: 1000 })));
  return {
    simCards: all(await partner.client.readAll('QuerySimcard', {}, { pageSize: 1000 })),
    activations: all(await partner.client.readAll('QueryActivation', {}, { pageSize: 1000 })),
    subscriptions: all(await partner.client.readAll('QuerySubscription', {}, { pageSize: 1000 })),
    invoices: all(await partner.client.get('QueryInvoice', { take: 1000 })),
    usage: all(await partner.client.readAll('QueryUsageSubscription', {}, { pageSize: 1000 })),
    months,
    cdrs,
  };
}

const unwrap = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodOptional || schema instanceof z.ZodNullable
    ? unwrap(schema.unwrap() as z.ZodType)
    : schema;

/** The path of every field a schema declares: `a`, `a.b`, `list[].c`; info is listed per type. */
function declaredPaths(schema: z.ZodType, prefix = ''): string[] {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodArray) return declaredPaths(inner.element as z.ZodType, `${prefix}[]`);
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([name, field]) => {
    const path = prefix === '' ? name : `${prefix}.${name}`;
    if (path === 'info')
      return ACTIVATION_TYPES.flatMap((type) => INFO_FIELDS[type].map((f) => `info(${type}).${f}`));
    return [path, ...declaredPaths(field, path)];
  });
}

/** The path of every field the records carry with a value. */
function presentPaths(value: unknown, prefix = '', found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) presentPaths(item, `${prefix}[]`, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [name, field] of Object.entries(value)) {
      if (field === undefined || field === null) continue;
      const path = prefix === '' ? name : `${prefix}.${name}`;
      found.add(path);
      if (path !== 'info' && !path.startsWith('info(')) presentPaths(field, path, found);
    }
    // info is the activation type's own
    const act = value as Partial<WireActivation>;
    if (prefix === '' && act.info !== undefined && act.activationType !== undefined)
      presentPaths(act.info, `info(${act.activationType})`, found);
  }
  return found;
}

const missingFrom = (schema: z.ZodType, records: unknown[]) => {
  const found = new Set<string>();
  for (const record of records) presentPaths(record, '', found);
  return declaredPaths(schema).filter((path) => !found.has(path));
};

describe('every field of the spec', () => {
  it('occurs in the seeded data at least once, frontPageLines.volume included', async () => {
    const records = await everyRecord();
    expect({
      simCards: missingFrom(simCardSchema, records.simCards),
      activations: missingFrom(activationSchema, records.activations),
      subscriptions: missingFrom(subscriptionSchema, records.subscriptions),
      invoices: missingFrom(invoiceSchema, records.invoices),
      usage: missingFrom(usageSummarySchema, records.usage),
      cdrMonths: missingFrom(cdrMonthSchema, records.months),
      cdrs: missingFrom(cdrSchema, records.cdrs),
    }).toEqual({
      simCards: [],
      activations: [],
      subscriptions: [],
      invoices: [],
      usage: [],
      cdrMonths: [],
      cdrs: [],
    });
  });

  it('in an activation, is only one the spec lists for its type, at every status', async () => {
    const { activations } = await everyRecord();
    const offending = activations.filter((act) => unlisted(act).length > 0);
    expect(
      offending.map((act) => `${act.activationType}/${act.status}: ${unlisted(act).join(', ')}`),
    ).toEqual([]);
  });

  /** The graph's object for each resource of the spec. */
  const RESOURCES: Array<[string, z.ZodType]> = [
    ['Activation', activationSchema],
    ['MobileSubscription', subscriptionSchema],
    ['SimCard', simCardSchema],
    ['CdrMonth', cdrMonthSchema],
    ['Cdr', cdrSchema],
    ['UsageSummary', usageSummarySchema],
    ['Invoice', invoiceSchema],
  ];
  /** `Type.field` of the spec → `Type.field` of the graph: the table of renames in docs/graph.md. */
  const renames = new Map<string, string>(
    [...readFileSync('docs/graph.md', 'utf8').matchAll(/^\s*\| `(\w+\.\w+)` \| `(\w+\.\w+)` \|/gm)].map(
      (m) => [m[1] ?? '', m[2] ?? ''],
    ),
  );
  const fieldsOf = (typeName: string): string[] => {
    const type = schema.getType(typeName);
    return type !== undefined && (isObjectType(type) || isInterfaceType(type))
      ? Object.keys(type.getFields())
      : [];
  };
  /** The graph type of a path: nested lists and objects are the types of their parent's fields. */
  const typeAt = (typeName: string, field: string): string | undefined => {
    const type = schema.getType(typeName);
    if (type === undefined || !(isObjectType(type) || isInterfaceType(type))) return undefined;
    const named = type
      .getFields()
      [field]?.type.toString()
      .replace(/[[\]!]/g, '');
    return named;
  };

  it('is readable in the graph, under its own name or a rename docs/graph.md states', () => {
    const unreadable: string[] = [];
    const check = (typeName: string, wire: z.ZodType) => {
      const inner = unwrap(wire);
      if (!(inner instanceof z.ZodObject)) return;
      for (const [name, field] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
        if (typeName === 'Activation' && name === 'info') continue; // per type, below
        const key = `${typeName}.${name}`;
        const renamed = renames.get(key);
        const [graphType, graphField] = renamed?.split('.') ?? [typeName, name];
        // `id` is the global id of a Node: the provider's id needs its rename
        const readable =
          graphType !== undefined &&
          graphField !== undefined &&
          (name !== 'id' || renamed !== undefined) &&
          fieldsOf(graphType).includes(graphField);
        if (!readable) {
          unreadable.push(key);
          continue;
        }
        const element = unwrap(field);
        const nested = element instanceof z.ZodArray ? (element.element as z.ZodType) : element;
        const nestedType = typeAt(graphType ?? typeName, graphField ?? name);
        if (nestedType !== undefined && unwrap(nested) instanceof z.ZodObject) check(nestedType, nested);
      }
    };
    for (const [typeName, wire] of RESOURCES) check(typeName, wire);
    for (const type of ACTIVATION_TYPES) {
      const graphType = ActivationObjects[type].name;
      for (const field of INFO_FIELDS[type])
        if (!fieldsOf(graphType).includes(field)) unreadable.push(`${graphType}.${field} (info)`);
    }
    expect(unreadable).toEqual([]);
    // and every rename names a field that exists
    for (const [from, to] of renames) {
      const [type = '', field] = to.split('.');
      expect(fieldsOf(type), `${from} → ${to}`).toContain(field);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// 1. responses echo only the optional request fields that were supplied

describe('the info of an order', () => {
  it('of NewSubscription echoes none of eSim, subscriptionType, accessType, serviceCustomerId and wishDate unless sent', async () => {
    const simCardNumber = await partner.freeSim();
    const act = await partner.client.post('NewSubscription', { simCardNumber });
    expect(Object.keys(act.info ?? {}).sort()).toEqual(['customerId', 'simCardNumber']);
    await partner.advance(2 * STEP_MS);
    const done = await partner.activation(act.id);
    expect(done.status).toBe('DONE');
    expect(Object.keys(done.info ?? {}).sort()).toEqual(['customerId', 'simCardNumber']);
  });

  it('of NewSubscription echoes each of them that was sent, and no email', async () => {
    const wishDate = new Date(TEST_START + DAY).toISOString();
    const act = await partner.client.post('NewSubscription', {
      eSim: true,
      email: 'e@example.com',
      confirmationCode: 'C1',
      subscriptionType: 'DATAONLY',
      accessType: 'INTERNETACCESS',
      serviceCustomerId: 'SC-1',
      wishDate,
    });
    expect(act.info).toEqual({
      eSim: true,
      subscriptionType: 'DATAONLY',
      accessType: 'INTERNETACCESS',
      customerId: expect.any(String),
      serviceCustomerId: 'SC-1',
      wishDate,
    });
    await partner.advance(STEP_MS);
    // the eSIM's number, once the provider has issued it, is the one field that is not an echo
    expect(Object.keys((await partner.activation(act.id)).info ?? {})).toContain('simCardNumber');
  });

  it('of InPortSubscription echoes only what was sent, and neither the SIM card nor the donor name', async () => {
    const minimal = await partner.client.post('InPortSubscription', {
      phoneNumber: '0611100001',
      donorCustomerNumber: 'D1',
      simCardNumber: await partner.freeSim(),
    });
    expect(minimal.info).toEqual({ isdn: '0611100001', portingStatus: 'INIT', donorCustomerNumber: 'D1' });
    const full = await partner.client.post('InPortSubscription', {
      phoneNumber: '0611100002',
      donorCustomerNumber: 'D2',
      donorCustomerName: 'J. Jansen',
      eSim: true,
      email: 'p@example.com',
      confirmationCode: 'C2',
      subscriptionType: 'VOICEDATA',
      accessType: 'MOBILEPAY',
      serviceCustomerId: 'SC-2',
      portingWishDate: new Date(TEST_START + 10 * DAY).toISOString(),
      note: 'contract ends soon',
    });
    // every field of the spec's list but the donor's answer
    const answer: readonly string[] = ['firstPossibleDate', 'approvedDate', 'portingMessage'];
    expect(Object.keys(full.info ?? {}).sort()).toEqual(
      INFO_FIELDS.INPORT.filter((field) => !answer.includes(field)).sort(),
    );
    await partner.advance(2 * STEP_MS);
    for (const id of [minimal.id, full.id]) expect(unlisted(await partner.activation(id))).toEqual([]);
  });

  it('of SimSwapSubscription echoes eSim, email and confirmationCode only when sent, and never the SIM card', async () => {
    const sub = await activeSubscription();
    const physical = await partner.client.post('SimSwapSubscription', {
      subscriptionId: sub.id,
      newSimCardNumber: await partner.freeSim(),
    });
    expect(physical.info).toEqual({});
    await partner.advance(2 * STEP_MS);
    expect((await partner.activation(physical.id)).info).toEqual({});
    const esim = await partner.client.post('SimSwapSubscription', {
      subscriptionId: sub.id,
      eSim: true,
      email: 's@example.com',
      confirmationCode: 'C3',
    });
    await partner.advance(2 * STEP_MS);
    expect((await partner.activation(esim.id)).info).toEqual({
      eSim: true,
      email: 's@example.com',
      confirmationCode: 'C3',
    });
  });

  it('of PortingOutSubscription and TerminateSubscription has a wishDate only when one was sent', async () => {
    const sub = await activeSubscription();
    const out = await partner.client.post('PortingOutSubscription', { subscriptionId: sub.id });
    expect(out.info).toEqual({});
    const other = await activeSubscription('SP16002');
    const term = await partner.client.post('TerminateSubscription', { subscriptionId: other.id });
    expect(term.info).toEqual({});
  });
});

// ---------------------------------------------------------------------------------------------
// 2. QuerySubscription's services of a new subscription

describe('the services of a subscription an order created', () => {
  it('include accessType as ordered in its readable form, unlimitedVoiceNLEUGroup and voicePriority', async () => {
    const act = await partner.client.post('NewSubscription', {
      simCardNumber: await partner.freeSim(),
      accessType: 'MOBILEPAY',
    });
    await partner.advance(2 * STEP_MS);
    expect((await created(act))?.services).toMatchObject({
      accessType: 'Mobile pay',
      unlimitedVoiceNLEUGroup: false,
      voicePriority: false,
    });
  });

  it('of a port-in in SP16002 without an accessType: Internet access and unlimited voice', async () => {
    const act = await partner.client.post('InPortSubscription', {
      phoneNumber: '0611100003',
      donorCustomerNumber: 'D3',
      simCardNumber: await partner.freeSim(),
      providerEnvironment: 'SP16002',
    });
    await partner.advance(2 * STEP_MS);
    await partner.advance(3 * DAY);
    expect((await partner.activation(act.id)).status).toBe('DONE');
    expect((await created(act))?.services).toMatchObject({
      accessType: 'Internet access',
      unlimitedVoiceNLEUGroup: true,
      voicePriority: false,
    });
  });
});

// ---------------------------------------------------------------------------------------------
// 3. and 4. provider errors and failed cancellations

describe('an order that ends in ERROR', () => {
  const forced = async (body: Record<string, unknown>) =>
    partner.client.post('NewSubscription', { simCardNumber: await partner.freeSim(), ...body });

  it.each([
    ['a NewSubscription the provider fails', () => forced({ referenceNumber: 'FAIL-1' }), 2],
    [
      'a NewSubscription with a service value that does not exist',
      () => forced({ services: { dataRoamingLimitation: 'Limit 75' } }),
      1,
    ],
    [
      'a port-in the donor refuses',
      async () =>
        partner.client.post('InPortSubscription', {
          phoneNumber: '0611100004',
          donorCustomerNumber: 'REJECT-1',
          simCardNumber: await partner.freeSim(),
        }),
      2,
    ],
    [
      'a termination whose cancellation fails',
      async () => {
        const term = await partner.client.post('TerminateSubscription', {
          subscriptionId: (await activeSubscription()).id,
          wishDate: new Date(TEST_START + 3 * DAY).toISOString(),
        });
        await partner.advance(STEP_MS);
        expect((await partner.activation(term.id)).providerOrderNumber).toBeTruthy();
        return partner.client.post('CancelTerminateSubscription', { activationId: term.id, note: 'FAIL' });
      },
      1,
    ],
  ])('has no providerOrderNumber: %s', async (_name, place, steps) => {
    const act = await place();
    await partner.advance(steps * STEP_MS);
    const failed = await partner.activation(act.id);
    expect(failed.status).toBe('ERROR');
    expect(failed.providerOrderNumber).toBeUndefined();
  });

  it('after a failed CancelPortingOutSubscription has portingStatus REJECTED', async () => {
    const out = await partner.client.post('PortingOutSubscription', {
      subscriptionId: (await activeSubscription()).id,
      wishDate: new Date(TEST_START + DAY).toISOString(),
    });
    await partner.client.post('CancelPortingOutSubscription', { activationId: out.id, note: 'FAIL' });
    await partner.advance(STEP_MS);
    expect(await partner.activation(out.id)).toMatchObject({
      status: 'ERROR',
      info: { portingStatus: 'REJECTED' },
    });
  });

  it('as a port-in whose cancellation fails is REJECTED with a portingMessage', async () => {
    const act = await partner.client.post('InPortSubscription', {
      phoneNumber: '0611100005',
      donorCustomerNumber: 'D5',
      simCardNumber: await partner.freeSim(),
      portingWishDate: new Date(TEST_START + 10 * DAY).toISOString(),
    });
    await partner.advance(2 * STEP_MS);
    await partner.client.post('CancelInPortSubscription', { activationId: act.id, note: 'FAIL' });
    await partner.advance(STEP_MS);
    const failed = await partner.activation(act.id);
    expect(failed).toMatchObject({ status: 'ERROR', info: { portingStatus: 'REJECTED' } });
    expect(failed.info?.portingMessage).toBeTruthy();
    expect(failed.info?.errorMessage).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------
// 5. the types of services

describe('a service value', () => {
  it.each([
    ['SetServicesSubscription', { voiceMail: 'yes' }, 'services.voiceMail'],
    ['SetServicesSubscription', { dataRoamingOutsideEU: 'no' }, 'services.dataRoamingOutsideEU'],
    ['SetServicesSubscription', { dataRoamingLimitation: 50 }, 'services.dataRoamingLimitation'],
    ['NewSubscription', { voiceMail: 'yes' }, 'services.voiceMail'],
    ['InPortSubscription', { internetAccess: 1 }, 'services.internetAccess'],
  ] as const)(
    'of the wrong type is a BadRequest naming it (%s, %j), and nothing is ordered',
    async (operation, services, field) => {
      const before = (await partner.client.get('QueryActivation', { take: 0 })).total;
      const sub = await activeSubscription();
      const bodies = {
        SetServicesSubscription: { subscriptionId: sub.id, services },
        NewSubscription: { simCardNumber: await partner.freeSim(), services },
        InPortSubscription: {
          phoneNumber: '0611100006',
          donorCustomerNumber: 'D6',
          simCardNumber: await partner.freeSim(),
          services,
        },
      };
      const error = await rejection(partner.client.post(operation, bodies[operation] as never));
      expect(error.errorCode).toBe('BadRequest');
      expect(error.message).toContain(field);
      expect((await partner.client.get('QueryActivation', { take: 0 })).total).toBe(before);
    },
  );

  it('that does not exist ends a NewSubscription in ERROR, creates nothing and frees the SIM card', async () => {
    const simCardNumber = await partner.freeSim();
    const act = await partner.client.post('NewSubscription', {
      simCardNumber,
      services: { dataUsageNotification: 'Data Usage Notification 300 MB' },
    });
    expect(act.status).toBe('INIT');
    await partner.advance(2 * STEP_MS);
    const failed = await partner.activation(act.id);
    expect(failed).toMatchObject({ status: 'ERROR' });
    expect(failed.info?.errorMessage).toContain('Data Usage Notification 300 MB');
    expect((await partner.client.get('QuerySubscription', { simCardNumber })).total).toBe(0);
    expect((await partner.client.get('QuerySimcard', { simCardNumber })).results[0]?.status).toBe('FREE');
  });

  it('that does not exist ends an InPortSubscription REJECTED, with the value in its portingMessage', async () => {
    const act = await partner.client.post('InPortSubscription', {
      phoneNumber: '0611100007',
      donorCustomerNumber: 'D7',
      simCardNumber: await partner.freeSim(),
      services: { dataRoamingLimitation: 'Limit 75' },
    });
    await partner.advance(STEP_MS);
    const failed = await partner.activation(act.id);
    expect(failed).toMatchObject({ status: 'ERROR', info: { portingStatus: 'REJECTED' } });
    expect(failed.info?.portingMessage).toContain('Limit 75');
  });
});

// ---------------------------------------------------------------------------------------------
// 6. the 90 days of a port-out

describe('a port-out', () => {
  it('wished for beyond 90 days ends NOTCALLED when the 90 days are over, and the subscription stays', async () => {
    const sub = await activeSubscription();
    const out = await partner.client.post('PortingOutSubscription', {
      subscriptionId: sub.id,
      wishDate: new Date(TEST_START + 91 * DAY).toISOString(),
    });
    await partner.advance(89 * DAY);
    expect((await partner.activation(out.id)).status).toBe('BUSY');
    await partner.advance(DAY + STEP_MS);
    const ended = await partner.activation(out.id);
    expect(ended).toMatchObject({ status: 'ERROR', info: { portingStatus: 'NOTCALLED' } });
    expect(ended.providerOrderNumber).toBeUndefined();
    expect(
      (await partner.client.get('QuerySubscription', { phoneNumber: sub.phoneNumber ?? '' })).total,
    ).toBe(1);
  });

  it('wished for within 90 days is OUTPORTED at its wishDate', async () => {
    const sub = await activeSubscription();
    const out = await partner.client.post('PortingOutSubscription', {
      subscriptionId: sub.id,
      wishDate: new Date(TEST_START + 89 * DAY).toISOString(),
    });
    await partner.advance(89 * DAY);
    expect(await partner.activation(out.id)).toMatchObject({
      status: 'DONE',
      info: { portingStatus: 'OUTPORTED' },
    });
  });
});

// ---------------------------------------------------------------------------------------------
// 8. the OpenAPI document

describe('the OpenAPI document', () => {
  const document = async () => (await (await fetch(`${partner.url}/openapi.json`)).json()) as OpenApi;
  interface OpenApi {
    paths: Record<
      string,
      { post?: { requestBody: { content: { 'application/json': { schema: object } } } } }
    >;
    components: { schemas: Record<string, object> };
  }
  const bodyOf = (doc: OpenApi, operation: string): object => {
    const schema = doc.paths[`/api/${operation}`]?.post?.requestBody.content['application/json'].schema;
    if (schema === undefined) throw new Error(`no body for ${operation}`);
    return schema;
  };
  const ajv = () => {
    const instance = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(instance);
    return instance;
  };

  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate({ ...(await document()) });
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names the 28 services in the SetServicesSubscription body', async () => {
    const body = bodyOf(await document(), 'SetServicesSubscription') as {
      properties: { services: { properties: Record<string, unknown> } };
    };
    expect(Object.keys(body.properties.services.properties).sort()).toEqual([...SERVICE_NAMES].sort());
    expect(SERVICE_NAMES).toHaveLength(28);
  });

  it('says date-time of the records’ date-times, and every record the simulator answers matches it', async () => {
    const doc = await document();
    const activation = doc.components.schemas['Activation'] as {
      properties: Record<string, { format?: string; properties?: Record<string, { format?: string }> }>;
    };
    for (const field of ['createdAt', 'modifiedAt', 'activatedDate'])
      expect(activation.properties[field]?.format, field).toBe('date-time');
    for (const field of ['wishDate', 'portingWishDate', 'firstPossibleDate', 'approvedDate'])
      expect(activation.properties['info']?.properties?.[field]?.format, field).toBe('date-time');
    const records = await everyRecord();
    const components = {
      SimCard: records.simCards,
      Activation: records.activations,
      Subscription: records.subscriptions,
      Invoice: records.invoices,
      UsageSummary: records.usage,
      CdrMonth: records.months,
      Cdr: records.cdrs.slice(0, 2000),
    };
    const validator = ajv();
    for (const [name, list] of Object.entries(components)) {
      const component = doc.components.schemas[name];
      expect(component, name).toBeDefined();
      const validate = validator.compile(component ?? {});
      const invalid = list.filter((record) => !validate(record));
      expect(invalid.length, `${name}: ${JSON.stringify(validate.errors)}`).toBe(0);
    }
  });

  it.each([
    ['SuspendSubscription', {}, false],
    ['SuspendSubscription', { phoneNumber: '0612345678' }, true],
    ['SetServicesSubscription', { services: {} }, false],
    ['NewSubscription', {}, false],
    ['NewSubscription', { simCardNumber: '8931' }, true],
    ['NewSubscription', { eSim: true, email: 'a@example.com' }, false],
    ['NewSubscription', { eSim: true, email: 'a@example.com', confirmationCode: '1' }, true],
    ['InPortSubscription', { phoneNumber: '06', donorCustomerNumber: 'D', eSim: true }, false],
    ['SimSwapSubscription', { subscriptionId: 's', newSimCardNumber: '8931' }, true],
    ['SimSwapSubscription', { subscriptionId: 's', eSim: true }, false],
    ['SimSwapSubscription', { newSimCardNumber: '8931' }, false],
    ['CancelTerminateSubscription', {}, false],
    ['CancelTerminateSubscription', { id: 'a' }, true],
  ])('states the conditional rules: %s %j is valid: %s', async (operation, body, valid) => {
    const validate = ajv().compile(bodyOf(await document(), operation));
    expect(validate(body)).toBe(valid);
  });
});

// ---------------------------------------------------------------------------------------------
// 6. and 7. through the graph

describe('the graph', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw.close());

  it('shows the subscriptionId of a DISABLED SIM card whose subscription ended, and no subscription', async () => {
    const response = await gw.request<
      { simCards: { edges: Array<{ node: { subscriptionId: string | null; subscription: unknown } }> } },
      Record<string, never>
    >(
      '{ simCards(first: 100, filter: { status: DISABLED }) { edges { node { subscriptionId subscription { id } } } } }',
    );
    expect(response.errors).toBeUndefined();
    const ended = response.data?.simCards.edges.map((e) => e.node).filter((sim) => sim.subscription === null);
    expect(ended?.length).toBeGreaterThan(0);
    expect(ended?.every((sim) => typeof sim.subscriptionId === 'string')).toBe(true);
  });

  it("refuses a port-out wished for beyond 90 days by the provider's clock, and sends nothing", async () => {
    const listed = await gw.request<
      { mobileSubscriptions: { edges: Array<{ node: { subscriptionId: string } }> } },
      Record<string, never>
    >('{ mobileSubscriptions(first: 1) { edges { node { subscriptionId } } } }');
    const result = await order(gw, 'portOut', {
      subscriptionId: listed.data?.mobileSubscriptions.edges[0]?.node.subscriptionId,
      wishDate: new Date(TEST_START + 91 * DAY).toISOString(),
    });
    expect(result.__typename).toBe('ValidationError');
    expect(result.fields?.[0]?.path).toBe('input.wishDate');
    expect((await gw.partner.stats()).PortingOutSubscription).toBeUndefined();
  });
});
