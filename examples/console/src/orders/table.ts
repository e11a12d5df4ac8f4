/**
 * THE console's order table: one row per order the graph offers (one mutation each), and one
 * form (OrderModal.tsx) that draws any row. A row names its typed mutation document (the one
 * @msp/client ships, with its persisted hash, as every app sends it), what
 * it is placed on (a subscription, an open order, or nothing yet), the fields its form asks
 * for (each named as its input field, so a ValidationError's `input.<field>` lands on it), and
 * when the console offers it: a subscription's order follows the graph's `viewerCan...` field,
 * and the rule that field stands for is shown beside it.
 *
 * Adding an order: its document in src/operations (the client package's), `npm run codegen`, a row here.
 * The compiler holds each row to its document (the answer's field, the input's field names);
 * test/unit-console-orders.test.ts fails while the graph has an order without a row.
 */
import type { ApolloClient } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  CancelNewSubscriptionDocument,
  CancelPortInDocument,
  CancelPortOutDocument,
  CancelTerminationDocument,
  ChangePortInDocument,
  OrderNewSubscriptionDocument,
  PortInDocument,
  PortOutDocument,
  ResumeSubscriptionDocument,
  SetServicesDocument,
  SuspendSubscriptionDocument,
  SwapSimDocument,
  TerminateSubscriptionDocument,
} from '@msp/client';
import type { OrderProgressSubscription, SubscriptionViewFragment } from '../generated/graphql.js';
import type { OrderResult } from './place.js';

/** the values of a form: each field's by its name (services: by service) */
export type FormValues = Record<string, unknown>;

/** One field of an order's form, named as its input field. */
export interface Field<K extends string = string> {
  name: K;
  /** services: the on/off services and levels, sending only those changed (services.ts) */
  kind: 'text' | 'email' | 'datetime' | 'switch' | 'select' | 'services';
  label: string;
  description?: string;
  /** the form refuses to send without it */
  required?: boolean;
  /** the choices of a select; its empty choice means "the graph's default" */
  options?: readonly string[];
  /** shown (and sent) only while this holds */
  when?: (values: FormValues) => boolean;
}

/** what an order is placed on: the form's target, sent as the input's id */
export type Target = 'subscription' | 'activation' | 'none';

type OfferedField = {
  [K in keyof SubscriptionViewFragment]: K extends `viewerCan${string}` ? K : never;
}[keyof SubscriptionViewFragment];

type Followed = OrderProgressSubscription['activationUpdated'];

export interface OrderForm {
  /** the button that opens the form, the form's title and its submit button */
  title: string;
  /** what the order does, at the top of its form */
  summary: string;
  target: Target;
  /** a subscription's order: the graph's field that says whether to offer it */
  offered?: OfferedField;
  /** an order on an open order: the kind of order it acts on */
  on?: Followed['__typename'];
  /** when it is offered, in words (a subscription's: what its viewerCan field stands for) */
  rule: string;
  fields: readonly Field[];
  /** sends the order with this input, and answers its payload or typed error */
  send: (client: ApolloClient, input: Record<string, unknown>) => Promise<OrderResult | null | undefined>;
}

type Answer = OrderResult | null | undefined;

/**
 * A row over its typed document: the answer read from the mutation's own field, the fields
 * named as the input's. The form builds the input from the fields (inputOf in place.ts); the
 * graph checks it, and names any field it refuses.
 */
function row<M extends string, I extends object>({
  mutation,
  document,
  fields,
  ...facts
}: Omit<OrderForm, 'send' | 'fields'> & {
  mutation: M;
  document: TypedDocumentNode<{ [P in M]?: Answer }, { input: I }>;
  fields: readonly Field<Extract<keyof I, string>>[];
}): OrderForm {
  return {
    ...facts,
    fields,
    send: async (client, input) => {
      // the one place the form's values meet the input type: built from fields named by it
      const { data } = await client.mutate({ mutation: document, variables: { input: input as I } });
      return data?.[mutation];
    },
  };
}

const MAX_15 = 'Optional: your tracking reference, up to 15 characters';
const reference = {
  name: 'referenceNumber',
  kind: 'text',
  label: 'Reference number',
  description: MAX_15,
} as const;
const note = {
  name: 'note',
  kind: 'text',
  label: 'Note',
  description: 'Optional, up to 164 characters',
} as const;

const isEsim = (values: FormValues) => values['eSim'] === true;
const isPhysical = (values: FormValues) => values['eSim'] !== true;

/** the new SIM: a physical one by its number, or an eSIM sent to an email address */
const sim = <N extends 'simCardNumber' | 'newSimCardNumber'>(number: N) =>
  [
    { name: 'eSim', kind: 'switch', label: 'eSIM' },
    { name: number, kind: 'text', label: 'SIM card number', required: true, when: isPhysical },
    {
      name: 'email',
      kind: 'email',
      label: 'Email',
      description: 'Where the eSIM activation details go',
      required: true,
      when: isEsim,
    },
    {
      name: 'confirmationCode',
      kind: 'text',
      label: 'Confirmation code',
      description: 'Up to 10 characters: the user enters it to install the eSIM',
      required: true,
      when: isEsim,
    },
  ] as const;

/** what a new subscription (a new number, or a ported one) is made of */
const line = [
  { name: 'providerEnvironment', kind: 'select', label: 'Environment', options: ['SP16001', 'SP16002'] },
  {
    name: 'subscriptionType',
    kind: 'select',
    label: 'Subscription type',
    options: ['VOICEDATA', 'DATAONLY'],
  },
  { name: 'accessType', kind: 'select', label: 'Access type', options: ['INTERNETACCESS', 'MOBILEPAY'] },
  ...sim('simCardNumber'),
  {
    name: 'serviceCustomerId',
    kind: 'text',
    label: 'Service customer id',
    description: 'Only when the organisation has several customer numbers',
  },
] as const;

/** why a subscription closes to orders: a termination or port-out open on it */
const OPEN = 'no termination or port-out is open on it';

export const ORDER_FORMS = {
  suspendSubscription: row({
    mutation: 'suspendSubscription',
    document: SuspendSubscriptionDocument,
    title: 'Suspend',
    summary: 'Suspends the SIM and the number for all traffic.',
    target: 'subscription',
    offered: 'viewerCanSuspendSubscription',
    rule: `while the subscription is ACTIVE, no suspension is open on it, and ${OPEN}`,
    fields: [reference],
  }),
  resumeSubscription: row({
    mutation: 'resumeSubscription',
    document: ResumeSubscriptionDocument,
    title: 'Resume',
    summary: 'Restores all traffic of the suspended SIM and number.',
    target: 'subscription',
    offered: 'viewerCanResumeSubscription',
    rule: `while the subscription is BLOCKED, no resumption is open on it, and ${OPEN}`,
    fields: [reference],
  }),
  setServices: row({
    mutation: 'setServices',
    document: SetServicesDocument,
    title: 'Set services',
    summary: 'Sets the services changed here; the others stay as they are.',
    target: 'subscription',
    offered: 'viewerCanSetServices',
    rule: `while no service change is open on the subscription, and ${OPEN}`,
    fields: [{ name: 'services', kind: 'services', label: 'Services' }, reference],
  }),
  swapSim: row({
    mutation: 'swapSim',
    document: SwapSimDocument,
    title: 'Swap SIM',
    summary: 'Replaces the SIM: by a physical SIM card, or by an eSIM.',
    target: 'subscription',
    offered: 'viewerCanSwapSim',
    rule: `while no SIM swap is open on the subscription, and ${OPEN}`,
    fields: [...sim('newSimCardNumber'), reference],
  }),
  portOut: row({
    mutation: 'portOut',
    document: PortOutDocument,
    title: 'Port out',
    summary: 'Moves the number to another provider; the subscription ends.',
    target: 'subscription',
    offered: 'viewerCanPortOut',
    rule: `to staff, while ${OPEN}`,
    fields: [
      {
        name: 'wishDate',
        kind: 'datetime',
        label: 'Wish date',
        description: 'Empty: at once. At most 90 days ahead',
      },
      reference,
    ],
  }),
  terminateSubscription: row({
    mutation: 'terminateSubscription',
    document: TerminateSubscriptionDocument,
    title: 'Terminate',
    summary: 'Ends the subscription and all its services for good: it cannot be reactivated.',
    target: 'subscription',
    offered: 'viewerCanTerminateSubscription',
    rule: `to staff, while ${OPEN}`,
    fields: [
      { name: 'wishDate', kind: 'datetime', label: 'Wish date', description: 'Empty: at once' },
      reference,
    ],
  }),
  cancelTermination: row({
    mutation: 'cancelTermination',
    document: CancelTerminationDocument,
    title: 'Cancel termination',
    summary: 'Withdraws the termination before it takes effect.',
    target: 'activation',
    on: 'TerminateActivation',
    rule: 'to staff, while the termination is open',
    fields: [note],
  }),
  cancelPortOut: row({
    mutation: 'cancelPortOut',
    document: CancelPortOutDocument,
    title: 'Cancel port-out',
    summary: 'Withdraws the port-out; its porting status ends REJECTED.',
    target: 'activation',
    on: 'OutPortActivation',
    rule: 'to staff, while the port-out is open',
    fields: [note],
  }),
  portIn: row({
    mutation: 'portIn',
    document: PortInDocument,
    title: 'Port in',
    summary:
      'Moves a number from another provider to a new subscription. The donor may hold a running contract: the provider gives no warning of one.',
    target: 'none',
    rule: 'to staff',
    fields: [
      { name: 'phoneNumber', kind: 'text', label: 'Phone number to port', required: true },
      { name: 'donorCustomerNumber', kind: 'text', label: 'Customer number at the donor', required: true },
      { name: 'donorCustomerName', kind: 'text', label: 'Customer name at the donor' },
      {
        name: 'portingWishDate',
        kind: 'datetime',
        label: 'Porting wish date',
        description: 'Empty: as soon as the donor allows',
      },
      ...line,
      reference,
      note,
    ],
  }),
  changePortIn: row({
    mutation: 'changePortIn',
    document: ChangePortInDocument,
    title: 'Change port-in',
    summary: "Corrects the donor's customer number, or moves the porting date: give at least one.",
    target: 'activation',
    on: 'InPortActivation',
    rule: "to staff, while the port-in is open, and not within the 48 hours before an approved port-in's date",
    fields: [
      { name: 'donorCustomerNumber', kind: 'text', label: 'Customer number at the donor' },
      { name: 'portingWishDate', kind: 'datetime', label: 'Porting wish date' },
    ],
  }),
  cancelPortIn: row({
    mutation: 'cancelPortIn',
    document: CancelPortInDocument,
    title: 'Cancel port-in',
    summary: 'Withdraws the port-in.',
    target: 'activation',
    on: 'InPortActivation',
    rule: "to staff, once the donor has answered, while the port-in is open, and not within the 48 hours before an approved port-in's date",
    fields: [note],
  }),
  orderNewSubscription: row({
    mutation: 'orderNewSubscription',
    document: OrderNewSubscriptionDocument,
    title: 'New subscription',
    summary: 'A subscription with a new phone number.',
    target: 'none',
    rule: 'to staff',
    fields: [
      { name: 'wishDate', kind: 'datetime', label: 'Wish date', description: 'Empty: at once' },
      ...line,
      reference,
    ],
  }),
  cancelNewSubscription: row({
    mutation: 'cancelNewSubscription',
    document: CancelNewSubscriptionDocument,
    title: 'Cancel new subscription',
    summary: 'Withdraws the new subscription while it is still being processed.',
    target: 'activation',
    on: 'NewSubscriptionActivation',
    rule: 'to staff, while the new subscription is being processed',
    fields: [note],
  }),
} as const satisfies Record<string, OrderForm>;

export type OrderName = keyof typeof ORDER_FORMS;

/** the orders, in the order the table gives them */
export const ORDER_NAMES = Object.keys(ORDER_FORMS) as OrderName[];

/** the orders of one target, in table order */
export const ordersOf = (target: Target): OrderName[] =>
  ORDER_NAMES.filter((name) => ORDER_FORMS[name].target === target);
