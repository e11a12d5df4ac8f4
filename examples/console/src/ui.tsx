/** What several pages show the same way: states, statuses, values, dates and problems. */
import { CombinedGraphQLErrors, type ErrorLike } from '@apollo/client';
import { Alert, Anchor, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { signIn } from './client.js';
import type { ActivationStatus, PlacedOrderOutcome, SubscriptionState } from './generated/graphql.js';

const STATE_COLORS: Record<SubscriptionState, string> = {
  ACTIVE: 'green',
  BLOCKED: 'orange',
  UNKNOWN: 'gray',
  OTHER: 'gray',
};

/** a subscription's state; OTHER shows the value as the provider sent it */
export function StateBadge({ state, raw }: { state: SubscriptionState | null; raw: string | null }) {
  if (state === null) return NONE;
  return <Badge color={STATE_COLORS[state]}>{state === 'OTHER' ? (raw ?? state) : state}</Badge>;
}

const STATUS_COLORS: Record<ActivationStatus, string> = {
  INIT: 'yellow',
  BUSY: 'blue',
  CANCELLING: 'grape',
  DONE: 'green',
  ERROR: 'red',
  CANCELLED: 'gray',
  OTHER: 'gray',
};

/** an order's status; OTHER shows the value as the provider sent it */
export function StatusBadge({ status, raw }: { status: ActivationStatus; raw: string }) {
  return (
    <Badge color={STATUS_COLORS[status]} data-testid="status">
      {status === 'OTHER' ? raw : status}
    </Badge>
  );
}

const OUTCOME_COLORS: Record<PlacedOrderOutcome, string> = {
  SENT: 'blue',
  PLACED: 'green',
  REJECTED: 'red',
  UNKNOWN: 'orange',
  UNDECIDED: 'orange',
  NOT_PLACED: 'gray',
};

/** how a placed order stands with the provider, as the journal has it */
export function OutcomeBadge({ outcome }: { outcome: PlacedOrderOutcome }) {
  return (
    <Badge color={OUTCOME_COLORS[outcome]} data-testid="outcome">
      {outcome}
    </Badge>
  );
}

const UNITS: ReadonlyArray<[string, number]> = [
  ['d', 86_400],
  ['h', 3_600],
  ['min', 60],
  ['s', 1],
];

/** a time span as a person reads it: its two largest units (3 d 4 h, 5 min 2 s, 12 s) */
export function Duration({ seconds }: { seconds: number | null }) {
  if (seconds === null) return NONE;
  const parts: string[] = [];
  let rest = seconds;
  for (const [unit, size] of UNITS) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0 || (unit === 's' && parts.length === 0)) parts.push(`${n} ${unit}`);
  }
  return <span>{parts.slice(0, 2).join(' ')}</span>;
}

/** what a row shows for a value the graph does not have */
export const NONE = '—';

/**
 * A date or date-time as the provider sent it, in the reader's own format. A date (YYYY-MM-DD)
 * is a calendar day, not a moment: shown as that day wherever the reader is.
 */
export function When({ at }: { at: string | null | undefined }) {
  if (at === null || at === undefined) return NONE;
  const day = at.length <= 10;
  const date = new Date(at);
  return (
    <time dateTime={at}>
      {day ? date.toLocaleDateString(undefined, { timeZone: 'UTC' }) : date.toLocaleString()}
    </time>
  );
}

/** a label and its value, one line */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xl">
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children ?? NONE}
      </Text>
    </Group>
  );
}

export function NotFound({ what }: { what: string }) {
  return (
    <Alert color="gray" title={`No such ${what}`}>
      <Anchor component={Link} to="/">
        Back to the subscriptions
      </Anchor>
    </Alert>
  );
}

/** the first GraphQL error of a failed request, if the gateway answered with one */
const firstOf = (error: ErrorLike) => (CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined);

/** the code the gateway gave a failed request, if any */
export const codeOf = (error: ErrorLike): unknown => firstOf(error)?.extensions?.['code'];

/**
 * A request that failed as a whole: the gateway's message, its code and the request id to
 * quote to whoever runs the gateway; when it asks for credentials, a place to give a token.
 */
export function Problem({ error, onRetry }: { error: ErrorLike; onRetry?: () => void }) {
  const first = firstOf(error);
  const code = codeOf(error);
  const requestId = first?.extensions?.['requestId'];
  return (
    <Alert color="red" title={first?.message ?? error.message} role="alert">
      <Stack gap="xs">
        {typeof code === 'string' && <Text size="sm">Code: {code}</Text>}
        {typeof requestId === 'string' && <Text size="sm">Request id: {requestId}</Text>}
        {code === 'UNAUTHENTICATED' && <TokenForm />}
        {onRetry !== undefined && code !== 'UNAUTHENTICATED' && (
          <Group>
            <Button variant="white" color="red" onClick={onRetry}>
              Try again
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

function TokenForm() {
  const [token, setToken] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        signIn(token);
      }}
    >
      <Group align="end">
        <TextInput
          label="Staff token"
          type="password"
          value={token}
          onChange={(event) => setToken(event.currentTarget.value)}
        />
        <Button type="submit">Sign in</Button>
      </Group>
    </form>
  );
}
