/**
 * The list: subscriptions by phone number, 20 at a time ("Load more" asks for the next page,
 * and the cache joins the pages), filtered by an exact phone or SIM card number. The filter
 * lives in the URL, so a reload or a shared link shows the same list.
 */
import { useQuery } from '@apollo/client/react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type MobileSubscriptionFilter, SubscriptionListDocument } from '../generated/graphql.js';
import { NONE, Problem, StateBadge, When } from '../ui.js';

/** the filters the list offers: the graph's MobileSubscriptionFilter fields a person types */
const FILTERS = { phoneNumber: 'Phone number', simCardNumber: 'SIM card number' } as const;
const EXAMPLES: Record<keyof typeof FILTERS, string> = {
  phoneNumber: 'exact: 0612345678 or 06-12345678',
  simCardNumber: 'exact: all its digits',
};
type FilterField = keyof typeof FILTERS & keyof MobileSubscriptionFilter;
const isFilterField = (name: string | null): name is FilterField => name !== null && name in FILTERS;

export function SubscriptionsPage() {
  const [params, setParams] = useSearchParams();
  const by = params.get('by');
  const field: FilterField = isFilterField(by) ? by : 'phoneNumber';
  const value = params.get('q') ?? '';
  const filter = value === '' ? null : { [field]: value };

  const { data, error, loading, fetchMore, refetch } = useQuery(SubscriptionListDocument, {
    variables: { filter },
    notifyOnNetworkStatusChange: true,
  });
  const list = data?.mobileSubscriptions;
  return (
    <Stack>
      <title>Subscriptions console</title>
      <Title order={2}>Subscriptions</Title>
      <SearchForm
        field={field}
        value={value}
        onSearch={(next) => setParams(next.value === '' ? {} : { by: next.field, q: next.value })}
        onClear={value === '' ? undefined : () => setParams({})}
      />
      {error !== undefined && <Problem error={error} onRetry={() => void refetch()} />}
      {list !== undefined && (
        <>
          <Text size="sm" c="dimmed" data-testid="count">
            {list.edges.length} of {list.totalCount}
          </Text>
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Phone number</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th>Environment</Table.Th>
                  <Table.Th>SIM card</Table.Th>
                  <Table.Th>Activated</Table.Th>
                  <Table.Th>Data this month</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.edges.map(({ node }) => (
                  <Table.Tr key={node.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/subscriptions/${encodeURIComponent(node.id)}`}>
                        {node.phoneNumber ?? 'no number yet'}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <StateBadge state={node.state} raw={node.stateRaw} />
                    </Table.Td>
                    <Table.Td>{node.providerEnvironment}</Table.Td>
                    <Table.Td>
                      {node.simCardNumber}
                      {node.isEsim && (
                        <Badge ml="xs" variant="light" size="sm">
                          eSIM
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <When at={node.activationDate} />
                    </Table.Td>
                    <Table.Td data-testid="usage">
                      {/* deferred: absent until its part has come */}
                      {node.usageThisMonth === undefined ? (
                        <Loader size="xs" type="dots" />
                      ) : (
                        (node.usageThisMonth?.usageHomeData ?? NONE)
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {list.edges.length === 0 && <Text>No subscription matches.</Text>}
          {list.pageInfo.hasNextPage && (
            <Button
              variant="light"
              loading={loading}
              onClick={() => void fetchMore({ variables: { after: list.pageInfo.endCursor } })}
            >
              Load more
            </Button>
          )}
        </>
      )}
      {list === undefined && loading && <Loader />}
    </Stack>
  );
}

interface Search {
  field: FilterField;
  value: string;
}

/** the filter form, showing what the URL says (also after back and forward) */
function SearchForm({
  onSearch,
  onClear,
  field,
  value,
}: Search & { onSearch: (search: Search) => void; onClear: (() => void) | undefined }) {
  const [draft, setDraft] = useState({ field, value });
  useEffect(() => setDraft({ field, value }), [field, value]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, value: draft.value.trim() });
  };
  return (
    <search>
      <form onSubmit={search}>
        <Group align="end">
          <Select
            label="Find by"
            data={Object.entries(FILTERS).map(([key, label]) => ({ value: key, label }))}
            value={draft.field}
            onChange={(next) => isFilterField(next) && setDraft({ ...draft, field: next })}
            allowDeselect={false}
          />
          <TextInput
            label={FILTERS[draft.field]}
            placeholder={EXAMPLES[draft.field]}
            value={draft.value}
            onChange={(event) => setDraft({ ...draft, value: event.currentTarget.value })}
          />
          <Button type="submit">Find</Button>
          {onClear !== undefined && (
            <Button variant="subtle" onClick={onClear}>
              Show all
            </Button>
          )}
        </Group>
      </form>
    </search>
  );
}
