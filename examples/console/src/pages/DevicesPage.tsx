/**
 * A customer's registered devices, for staff: which phones are told of their orders by push,
 * through which service, with or without a Live Activity, and since when. The caller is named
 * as the journal names who placed an order (a customer: the sub of their token); the URL keeps
 * it. Push tokens are secrets: the graph never answers them, and the page shows none.
 */
import { useQuery } from '@apollo/client/react';
import { Button, Group, Loader, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type CallerKind, DevicesOfDocument } from '../generated/graphql.js';
import { Problem, When } from '../ui.js';

const KINDS: CallerKind[] = ['TOKEN', 'APIKEY', 'ANONYMOUS'];
const kindOf = (value: string | null): CallerKind => KINDS.find((k) => k === value) ?? 'TOKEN';

export function DevicesPage() {
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const subject = params.get('subject') ?? '';
  return (
    <Stack>
      <title>Devices: subscriptions console</title>
      <Title order={2}>Devices</Title>
      <CallerForm
        kind={kind}
        subject={subject}
        onShow={(next) => setParams(next.subject === '' ? {} : { kind: next.kind, subject: next.subject })}
      />
      {subject === '' ? (
        <Text c="dimmed">Name a customer (the sub of their token) to see their phones.</Text>
      ) : (
        <Devices kind={kind} subject={subject} />
      )}
    </Stack>
  );
}

function Devices({ kind, subject }: { kind: CallerKind; subject: string }) {
  const { data, error, loading, refetch } = useQuery(DevicesOfDocument, {
    variables: { kind, subject },
    fetchPolicy: 'cache-and-network',
  });
  if (error !== undefined) return <Problem error={error} onRetry={() => void refetch()} />;
  if (data === undefined) return loading ? <Loader /> : null;
  if (data.devicesOf.length === 0)
    return <Text data-testid="count">{subject} has no registered device: push does not reach them.</Text>;
  return (
    <>
      <Text size="sm" c="dimmed" data-testid="count">
        {data.devicesOf.length} registered, newest first
      </Text>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Service</Table.Th>
            <Table.Th>Live Activity</Table.Th>
            <Table.Th>Registered</Table.Th>
            <Table.Th>Last registered again</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.devicesOf.map((device) => (
            <Table.Tr key={device.id} data-testid="device">
              <Table.Td>{device.platform === 'APNS' ? 'iPhone (APNs)' : 'Android (FCM)'}</Table.Td>
              <Table.Td>{device.hasLiveActivity ? 'yes' : 'no'}</Table.Td>
              <Table.Td>
                <When at={device.registeredAt} />
              </Table.Td>
              <Table.Td>
                <When at={device.updatedAt} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

function CallerForm({
  kind,
  subject,
  onShow,
}: {
  kind: CallerKind;
  subject: string;
  onShow: (next: { kind: CallerKind; subject: string }) => void;
}) {
  const [draft, setDraft] = useState({ kind, subject });
  useEffect(() => setDraft({ kind, subject }), [kind, subject]);
  const show = (event: FormEvent) => {
    event.preventDefault();
    onShow({ ...draft, subject: draft.subject.trim() });
  };
  return (
    <search>
      <form onSubmit={show}>
        <Group align="end">
          <Select
            label="Caller kind"
            data={KINDS}
            value={draft.kind}
            onChange={(v) => setDraft({ ...draft, kind: kindOf(v) })}
            allowDeselect={false}
            w={130}
          />
          <TextInput
            label="Customer"
            description="the sub of their token"
            value={draft.subject}
            onChange={(event) => setDraft({ ...draft, subject: event.currentTarget.value })}
          />
          <Button type="submit">Show devices</Button>
        </Group>
      </form>
    </search>
  );
}
