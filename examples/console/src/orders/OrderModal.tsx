/**
 * The order forms: suspend and resume (a reference number), set services (switches and two
 * levels, sending only what was changed). Each sends one typed mutation; a typed error shows
 * beside the field it names, and a placed order opens its live progress page.
 */
import type { ErrorLike } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type GetInputPropsReturnType, type UseFormReturnType, useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ResumeSubscriptionDocument,
  type ServicesInput,
  SetServicesDocument,
  type SubscriptionViewFragment,
  SuspendSubscriptionDocument,
} from '../generated/graphql.js';
import { Problem } from '../ui.js';
import { type OrderResult, type Settled, settle } from './place.js';
import { SWITCHES } from './services.js';

export type OrderKind = 'suspend' | 'resume' | 'services';

const TITLES: Record<OrderKind, string> = {
  suspend: 'Suspend',
  resume: 'Resume',
  services: 'Set services',
};

interface OrderProps {
  subscription: SubscriptionViewFragment;
  onClose: () => void;
}

/**
 * The dialog of one order. While its order is on its way it cannot be closed: the answer says
 * where the order is (its live page), or why it was not placed.
 */
export function OrderModal({ kind, subscription, onClose }: OrderProps & { kind: OrderKind }) {
  const [sending, setSending] = useState(false);
  const close = () => {
    if (!sending) onClose();
  };
  const props = { subscription, onClose: close, setSending };
  return (
    <Modal
      opened
      onClose={close}
      title={`${TITLES[kind]} ${subscription.phoneNumber ?? ''}`}
      size="lg"
      closeOnEscape={!sending}
      closeOnClickOutside={!sending}
      closeButtonProps={{ 'aria-label': 'Close', disabled: sending }}
    >
      {kind === 'services' ? <ServicesForm {...props} /> : <StateForm kind={kind} {...props} />}
    </Modal>
  );
}

interface FormProps extends OrderProps {
  /** tells the dialog whether an order is on its way */
  setSending: (sending: boolean) => void;
}

/** places an order once under this form's idempotency key, and shows its answer */
function usePlacing<V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  fields: readonly string[],
  setSending: (sending: boolean) => void,
) {
  const navigate = useNavigate();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [general, setGeneral] = useState<Settled['general']>();
  const [failure, setFailure] = useState<ErrorLike>();
  const place = async (send: (key: string) => Promise<OrderResult | null | undefined>) => {
    setGeneral(undefined);
    setFailure(undefined);
    setSending(true);
    try {
      const result = await send(idempotencyKey);
      if (result === undefined || result === null) return;
      const settled = settle(result, fields);
      if (settled.activationId !== undefined) {
        await navigate(`/orders/${encodeURIComponent(settled.activationId)}`);
        return;
      }
      form.setErrors(settled.fieldErrors);
      setGeneral(settled.general);
    } catch (error) {
      setFailure(error instanceof Error ? error : new Error(String(error)));
    } finally {
      setSending(false);
    }
  };
  const problems = (
    <>
      {failure !== undefined && <Problem error={failure} />}
      {general !== undefined && general.messages.length > 0 && (
        <Alert color="red" title={general.title} role="alert">
          {general.messages.map((text) => (
            <Text key={text} size="sm">
              {text}
            </Text>
          ))}
        </Alert>
      )}
    </>
  );
  return { place, problems };
}

/** what every order form ends with: the optional reference number, the problems, cancel and submit */
function FormEnd({
  reference,
  problems,
  onClose,
  loading,
  label,
  referenceFirst = false,
}: {
  reference: GetInputPropsReturnType;
  /** the reference number is the form's first field, where the dialog puts the focus */
  referenceFirst?: boolean;
  problems: ReactNode;
  onClose: () => void;
  loading: boolean;
  label: string;
}) {
  return (
    <>
      <TextInput
        label="Reference number"
        description="Optional"
        data-autofocus={referenceFirst || undefined}
        {...reference}
      />
      {problems}
      <Group justify="end">
        <Button variant="default" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button type="submit" loading={loading}>
          {label}
        </Button>
      </Group>
    </>
  );
}

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

function StateForm({ kind, subscription, onClose, setSending }: FormProps & { kind: 'suspend' | 'resume' }) {
  const form = useForm({ initialValues: { referenceNumber: '' } });
  const { place, problems } = usePlacing(form, ['referenceNumber'], setSending);
  const [suspend, suspending] = useMutation(SuspendSubscriptionDocument);
  const [resume, resuming] = useMutation(ResumeSubscriptionDocument);
  const submit = form.onSubmit(({ referenceNumber }) =>
    place(async (idempotencyKey) => {
      const input = {
        subscriptionId: subscription.subscriptionId,
        referenceNumber: optional(referenceNumber),
        idempotencyKey,
      };
      if (kind === 'suspend') return (await suspend({ variables: { input } })).data?.suspendSubscription;
      return (await resume({ variables: { input } })).data?.resumeSubscription;
    }),
  );
  return (
    <form onSubmit={submit}>
      <Stack>
        <Text size="sm">
          {kind === 'suspend'
            ? 'Suspends the SIM and the number for all traffic.'
            : 'Restores all traffic of the suspended SIM and number.'}
        </Text>
        <FormEnd
          reference={form.getInputProps('referenceNumber')}
          problems={problems}
          onClose={onClose}
          loading={suspending.loading || resuming.loading}
          referenceFirst
          label={TITLES[kind]}
        />
      </Stack>
    </form>
  );
}

type Levels = Pick<ServicesInput, 'dataUsageNotificationMb' | 'dataRoamingLimitEuros'>;
const LEVELS = [
  ['dataUsageNotificationMb', 'Data usage notification (MB)', '0 for none; empty: unchanged'],
  ['dataRoamingLimitEuros', 'Data roaming limit (EUR)', 'empty: unchanged'],
] as const satisfies readonly (readonly [keyof Levels, string, string])[];

const SERVICE_FIELDS = [
  'referenceNumber',
  'services',
  ...SWITCHES.map(([name]) => `services.${name}`),
  ...LEVELS.map(([name]) => `services.${name}`),
];

/** every key of a list, each with its value */
function record<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}

function ServicesForm({ subscription, onClose, setSending }: FormProps) {
  const current = subscription.services;
  const switches = record(
    SWITCHES.map(([name]) => name),
    (name) => current?.[name] ?? false,
  );
  const levels = record(
    LEVELS.map(([name]) => name),
    (name): number | '' => current?.[name] ?? '',
  );
  const form = useForm({ initialValues: { referenceNumber: '', services: { ...switches, ...levels } } });
  const { place, problems } = usePlacing(form, SERVICE_FIELDS, setSending);
  const [setServices, { loading }] = useMutation(SetServicesDocument);
  const submit = form.onSubmit(({ referenceNumber, services }) =>
    place(async (idempotencyKey) => {
      // the services to set are the ones changed here; the partner keeps the others
      const changed: ServicesInput = {};
      for (const [name] of SWITCHES) if (services[name] !== switches[name]) changed[name] = services[name];
      for (const [name] of LEVELS) {
        const level = services[name];
        if (typeof level === 'number' && level !== levels[name]) changed[name] = level;
      }
      const input = {
        subscriptionId: subscription.subscriptionId,
        services: changed,
        referenceNumber: optional(referenceNumber),
        idempotencyKey,
      };
      return (await setServices({ variables: { input } })).data?.setServices;
    }),
  );
  return (
    <form onSubmit={submit}>
      <Stack>
        <Text size="sm" fw={500}>
          Services
        </Text>
        {form.errors['services'] !== undefined && (
          <Text size="sm" c="red" role="alert">
            {form.errors['services']}
          </Text>
        )}
        {SWITCHES.map(([name, label], index) => (
          <Switch
            key={name}
            label={label}
            data-autofocus={index === 0 || undefined}
            {...form.getInputProps(`services.${name}`, { type: 'checkbox' })}
          />
        ))}
        {LEVELS.map(([name, label, description]) => (
          <NumberInput
            key={name}
            label={label}
            description={description}
            min={0}
            allowDecimal={false}
            {...form.getInputProps(`services.${name}`)}
          />
        ))}
        <FormEnd
          reference={form.getInputProps('referenceNumber')}
          problems={problems}
          onClose={onClose}
          loading={loading}
          label={TITLES.services}
        />
      </Stack>
    </form>
  );
}
