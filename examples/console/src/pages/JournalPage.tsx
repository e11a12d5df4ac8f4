/**
 * The journal: every order placed through the gateway, newest first (rejected and never placed
 * ones too), filtered by who placed it, its outcome, its status and when it was sent. The
 * filters live in the URL; the list is a live query, so an order moving on, or one a colleague
 * decided, shows at once. An UNDECIDED order (its answer was lost and no exact match could be
 * made) is decided here: PLACED as one of its candidates, or NOT_PLACED, with a note.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ActivationStatus,
  type CallerKind,
  JournalDocument,
  OrderCandidatesDocument,
  type PlacedOrderFilter,
  type PlacedOrderOutcome,
  type PlacedOrderRowFragment,
  ResolveUndecidedOrderDocument,
} from '../generated/graphql.js';
import { Problem, When } from '../ui.js';
import { PlacedOrdersTable } from './PlacedOrdersTable.js';

const OUTCOMES: PlacedOrderOutcome[] = ['SENT', 'PLACED', 'REJECTED', 'UNKNOWN', 'UNDECIDED', 'NOT_PLACED'];
const STATUSES: ActivationStatus[] = ['INIT', 'BUSY', 'CANCELLING', 'DONE', 'ERROR', 'CANCELLED'];
const KINDS: CallerKind[] = ['TOKEN', 'APIKEY', 'ANONYMOUS'];
const PAGE = 20;
/** the graph gives at most this many at once: narrow the filters beyond it */
const MOST = 100;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/** a datetime-local field's value as the graph's DateTime, in the reader's time zone */
const instant = (local: string): string | undefined =>
  local === '' ? undefined : new Date(local).toISOString();

export function JournalPage() {
  const [params, setParams] = useSearchParams();
  const kind = oneOf(KINDS, params.get('kind'));
  const subject = params.get('subject') ?? '';
  const outcome = oneOf(OUTCOMES, params.get('outcome'));
  const status = oneOf(STATUSES, params.get('status'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const filter: PlacedOrderFilter = {
    ...(kind !== undefined && subject !== '' ? { caller: { kind, subject } } : {}),
    ...(outcome === undefined ? {} : { outcome }),
    ...(status === undefined ? {} : { status }),
    ...(from === '' ? {} : { placedFrom: instant(from) }),
    ...(to === '' ? {} : { placedTo: instant(to) }),
  };
  const [first, setFirst] = useState(PAGE);
  const { data, error, loading, refetch } = useQuery(JournalDocument, {
    variables: { first, filter },
    fetchPolicy: 'cache-and-network',
  });
  const [deciding, setDeciding] = useState<PlacedOrderRowFragment | null>(null);
  const page = data?.placedOrders;
  return (
    <Stack>
      <title>Journal: subscriptions console</title>
      <Title order={2}>Journal</Title>
      <Filters
        values={{ kind: kind ?? 'TOKEN', subject, outcome: outcome ?? '', status: status ?? '', from, to }}
        onApply={(next) => {
          setFirst(PAGE);
          setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')));
        }}
      />
      {error !== undefined && <Problem error={error} onRetry={() => void refetch()} />}
      {page === undefined ? (
        loading && <Loader />
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="count" aria-live="polite">
            {page.edges.length} of {page.totalCount}
          </Text>
          <PlacedOrdersTable orders={page.edges.map((e) => e.node)} onResolve={setDeciding} />
          {page.edges.length === 0 && <Text>No order matches.</Text>}
          {page.pageInfo.hasNextPage &&
            (first < MOST ? (
              <Button variant="default" onClick={() => setFirst(Math.min(first + PAGE, MOST))}>
                Load more
              </Button>
            ) : (
              <Text size="sm">The first {MOST} are shown: narrow the filters to see the others.</Text>
            ))}
        </>
      )}
      {deciding !== null && <Decide order={deciding} onClose={() => setDeciding(null)} />}
    </Stack>
  );
}

interface FilterValues {
  kind: CallerKind;
  subject: string;
  outcome: string;
  status: string;
  from: string;
  to: string;
}

/** the filter form, showing what the URL says */
function Filters({ values, onApply }: { values: FilterValues; onApply: (next: FilterValues) => void }) {
  const [draft, setDraft] = useState(values);
  const key = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL's values, compared by content
  useEffect(() => setDraft(values), [key]);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, subject: draft.subject.trim() });
  };
  const set = (name: keyof FilterValues) => (value: string | null) =>
    setDraft({ ...draft, [name]: value ?? '' });
  return (
    <search>
      <form onSubmit={apply}>
        <Group align="end">
          <Select
            label="Caller kind"
            data={KINDS}
            value={draft.kind}
            onChange={(v) => setDraft({ ...draft, kind: oneOf(KINDS, v) ?? 'TOKEN' })}
            allowDeselect={false}
            w={130}
          />
          <TextInput
            label="Placed by"
            description="token sub or API key name"
            value={draft.subject}
            onChange={(event) => set('subject')(event.currentTarget.value)}
          />
          <Select
            label="Outcome"
            data={OUTCOMES}
            value={draft.outcome || null}
            onChange={set('outcome')}
            clearable
            w={150}
          />
          <Select
            label="Status"
            data={STATUSES}
            value={draft.status || null}
            onChange={set('status')}
            clearable
            w={140}
          />
          <TextInput
            label="Placed from"
            type="datetime-local"
            value={draft.from}
            onChange={(event) => set('from')(event.currentTarget.value)}
          />
          <TextInput
            label="Placed before"
            type="datetime-local"
            value={draft.to}
            onChange={(event) => set('to')(event.currentTarget.value)}
          />
          <Button type="submit">Filter</Button>
        </Group>
      </form>
    </search>
  );
}

/** the decision on an UNDECIDED order: one of its candidates, or not placed, and why */
function Decide({ order, onClose }: { order: PlacedOrderRowFragment; onClose: () => void }) {
  const candidates = useQuery(OrderCandidatesDocument, {
    variables: { id: order.id },
    fetchPolicy: 'network-only',
  });
  const node = candidates.data?.node;
  const free = (node?.__typename === 'PlacedOrder' ? (node.candidates ?? []) : []).filter(
    (c) => c.heldBy === null,
  );
  const [picked, setChoice] = useState<string | null>(null);
  const choice = picked ?? free[0]?.activationId ?? 'NOT_PLACED';
  const [note, setNote] = useState('');
  const [resolve, { loading, error }] = useMutation(ResolveUndecidedOrderDocument);
  const decide = async (event: FormEvent) => {
    event.preventDefault();
    const input =
      choice === 'NOT_PLACED'
        ? { decision: 'NOT_PLACED' as const, note }
        : { decision: 'PLACED' as const, activationId: choice, note };
    const result = await resolve({ variables: { id: order.id, input } }).catch(() => undefined);
    if (result?.data !== undefined && result.data !== null) onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={`Decide ${order.activationType} ${order.referenceNumber ?? ''}`}
    >
      <form onSubmit={(event) => void decide(event)}>
        <Stack>
          <Text size="sm">
            Its answer was lost, and the provider has more than one order it could be (or none that carries
            its reference). Nothing is sent to the provider: the decision is kept with your note.
          </Text>
          {candidates.error !== undefined && <Problem error={candidates.error} />}
          {candidates.loading && <Loader size="sm" />}
          <Radio.Group label="What became of it" value={choice} onChange={setChoice}>
            <Stack gap="xs" mt="xs">
              {free.map((candidate) => (
                <Radio
                  key={candidate.activationId}
                  value={candidate.activationId}
                  label={
                    <span>
                      Placed as {candidate.activationId} ({candidate.referenceNumber ?? 'no reference'},{' '}
                      <When at={candidate.createdAt} />)
                    </span>
                  }
                />
              ))}
              <Radio value="NOT_PLACED" label="Not placed: the provider has no such order" />
            </Stack>
          </Radio.Group>
          <Textarea
            label="Why"
            required
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            autosize
            minRows={2}
          />
          {error !== undefined && (
            <Alert color="red" role="alert" title="Not decided">
              {error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="subtle" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={loading}>
              Decide
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
