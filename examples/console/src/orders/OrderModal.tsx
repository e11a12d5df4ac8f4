/**
 * The form of any order in the order table (table.ts): its fields drawn from its row, sent as
 * its typed mutation under an idempotency key kept for its target, order and contents
 * (place.ts). A typed error shows beside the field it names (aria-invalid, and the message
 * tied to the field by aria-describedby), the others above the buttons; a placed order opens
 * its live progress page.
 */
import type { ErrorLike } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SubscriptionViewFragment } from '../generated/graphql.js';
import { Problem } from '../ui.js';
import {
  fieldPaths,
  forgetKeys,
  initialValues,
  inputOf,
  keepSent,
  keyFor,
  type Settled,
  sentBefore,
  settle,
  shownFields,
} from './place.js';
import { LEVELS, SWITCHES } from './services.js';
import { type Field, type FormValues, ORDER_FORMS, type OrderName } from './table.js';

/** what an order is placed on: a subscription, an open order (its id, and how it reads), or nothing yet */
export type OrderTarget =
  | { subscription: SubscriptionViewFragment }
  | { activation: { id: string; label: string } }
  | Record<string, never>;

interface OrderModalProps {
  order: OrderName;
  /** closing it (false) hands the focus back to what opened it */
  opened: boolean;
  target: OrderTarget;
  onClose: () => void;
}

/** the id an order is placed on, as its input names it */
function targetInput(target: OrderTarget): Record<string, string> {
  if ('subscription' in target) return { subscriptionId: target.subscription.subscriptionId };
  if ('activation' in target) return { activationId: target.activation.id };
  return {};
}

function titleOf(order: OrderName, target: OrderTarget): string {
  const { title } = ORDER_FORMS[order];
  if ('subscription' in target) return `${title} ${target.subscription.phoneNumber ?? ''}`.trim();
  if ('activation' in target) return `${title}: ${target.activation.label}`;
  return title;
}

/**
 * The dialog of one order. While its order is on its way it cannot be closed: the answer says
 * where the order is (its live page), or why it was not placed.
 */
export function OrderModal({ order, opened, target, onClose }: OrderModalProps) {
  const [sending, setSending] = useState(false);
  const close = () => {
    if (!sending) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={titleOf(order, target)}
      size="lg"
      closeOnEscape={!sending}
      closeOnClickOutside={!sending}
      closeButtonProps={{ 'aria-label': 'Close', disabled: sending }}
    >
      <OrderFormFor
        key={order}
        order={order}
        target={target}
        onClose={close}
        onPlaced={onClose}
        setSending={setSending}
      />
    </Modal>
  );
}

function OrderFormFor({
  order,
  target,
  onClose,
  onPlaced,
  setSending,
}: Omit<OrderModalProps, 'opened'> & { onPlaced: () => void; setSending: (sending: boolean) => void }) {
  const row = ORDER_FORMS[order];
  const client = useApolloClient();
  const navigate = useNavigate();
  const given = targetInput(target);
  const scope = `${order}:${Object.values(given).join('')}`;
  const [initial] = useState(() =>
    initialValues(row.fields, 'subscription' in target ? target.subscription.services : undefined),
  );
  // an order sent from this tab whose answer never came opens as it was sent: sent again, it is placed once
  const [sent] = useState(() => sentBefore(sessionStorage, scope));
  const form = useForm<FormValues>({
    initialValues: sent ?? initial,
    validate: (values) =>
      Object.fromEntries(
        shownFields(row.fields, values)
          .filter((field) => field.required === true && String(values[field.name] ?? '').trim() === '')
          .map((field) => [field.name, 'Required']),
      ),
  });
  const [general, setGeneral] = useState<Settled['general']>();
  const [failure, setFailure] = useState<ErrorLike>();
  const [loading, setLoading] = useState(false);
  // a second submit while the first is on its way sends nothing (and would reuse its key)
  const busy = useRef(false);

  const submit = form.onSubmit(async (values) => {
    if (busy.current) return;
    busy.current = true;
    setGeneral(undefined);
    setFailure(undefined);
    setSending(true);
    setLoading(true);
    const input = { ...inputOf(row.fields, values, initial), ...given };
    keepSent(sessionStorage, scope, values);
    try {
      const result = await row.send(client, {
        ...input,
        idempotencyKey: keyFor(sessionStorage, scope, input),
      });
      if (result === undefined || result === null) return;
      const settled = settle(result, fieldPaths(shownFields(row.fields, values)));
      if (!settled.mayExist) forgetKeys(sessionStorage, scope);
      if (settled.activationId !== undefined) {
        onPlaced();
        await navigate(`/orders/${encodeURIComponent(settled.activationId)}`);
        return;
      }
      form.setErrors(settled.fieldErrors);
      setGeneral(settled.general);
    } catch (error) {
      // no answer (the network, the gateway): the key stays, so sending again places it once
      setFailure(error instanceof Error ? error : new Error(String(error)));
    } finally {
      busy.current = false;
      setLoading(false);
      setSending(false);
    }
  });

  const shown = shownFields(row.fields, form.getValues());
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{row.summary}</Text>
        {sent !== undefined && (
          <Alert color="blue" title="Sent before, without an answer">
            This order was sent from this tab and its answer did not come. Send it again as it is to learn its
            outcome: it is placed once.
          </Alert>
        )}
        {shown.map((field, index) => (
          <FieldInput key={field.name} field={field} form={form} first={index === 0} />
        ))}
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
        <Group justify="end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            {row.title}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** one field of the form, drawn by its kind; `first` takes the focus when the dialog opens */
function FieldInput({
  field,
  form,
  first,
}: {
  field: Field;
  form: UseFormReturnType<FormValues>;
  first: boolean;
}) {
  const autofocus = first || undefined;
  const common = { label: field.label, description: field.description, 'data-autofocus': autofocus };
  const input = { ...common, withAsterisk: field.required === true };
  switch (field.kind) {
    case 'services':
      return <ServicesFields form={form} name={field.name} first={first} />;
    case 'switch':
      return <Switch {...common} {...form.getInputProps(field.name, { type: 'checkbox' })} />;
    case 'select':
      return (
        <NativeSelect
          {...input}
          data={[{ value: '', label: 'Default' }, ...(field.options ?? [])]}
          {...form.getInputProps(field.name)}
        />
      );
    case 'datetime':
      return <TextInput {...input} type="datetime-local" {...form.getInputProps(field.name)} />;
    case 'email':
      return <TextInput {...input} type="email" autoComplete="off" {...form.getInputProps(field.name)} />;
    case 'text':
      return <TextInput {...input} autoComplete="off" {...form.getInputProps(field.name)} />;
  }
}

/** the services: a switch each, and the two levels (empty: unchanged) */
function ServicesFields({
  form,
  name,
  first,
}: {
  form: UseFormReturnType<FormValues>;
  name: string;
  first: boolean;
}) {
  const problem = form.errors[name];
  return (
    <>
      <Text size="sm" fw={500} id="services-label">
        Services
      </Text>
      {problem !== undefined && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
      {SWITCHES.map(([service, label], index) => (
        <Switch
          key={service}
          label={label}
          data-autofocus={(first && index === 0) || undefined}
          {...form.getInputProps(`${name}.${service}`, { type: 'checkbox' })}
        />
      ))}
      {LEVELS.map(([level, label, description]) => (
        <NumberInput
          key={level}
          label={label}
          description={description}
          min={0}
          allowDecimal={false}
          {...form.getInputProps(`${name}.${level}`)}
        />
      ))}
    </>
  );
}
