/**
 * The list: subscriptions by phone number, 20 at a time ("Load more" asks for the next page,
 * and the cache joins the pages), and the desk's search, which finds them the way a person
 * types (the graph's search field). The search lives in the URL, so a reload or a shared link
 * shows the same answer.
 */
import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SubscriptionListDocument } from '../generated/graphql.js';
import { NONE, Problem, StateBadge, When } from '../ui.js';
import { SearchResults } from './SearchResults.js';

export function SubscriptionsPage() {
  const [params, setParams] = useSearchParams();
  const value = params.get('q') ?? '';
  return (
    <Stack>
      <title>{value === '' ? 'Subscriptions console' : `Search ${value}: subscriptions console`}</title>
      <Title order={2}>Subscriptions</Title>
      <SearchForm
        value={value}
        onSearch={(next) => setParams(next === '' ? {} : { q: next })}
        onClear={value === '' ? undefined : () => setParams({})}
      />
      {value === '' ? <SubscriptionList /> : <SearchResults text={value} />}
    </Stack>
  );
}

/** every subscription, 20 at a time */
function SubscriptionList() {
  const { data, error, loading, fetchMore, refetch } = useQuery(SubscriptionListDocument, {
    notifyOnNetworkStatusChange: true,
  });
  const list = data?.mobileSubscriptions;
  return (
    <>
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
    </>
  );
}

/** the search form, showing what the URL says (also after back and forward) */
function SearchForm({
  onSearch,
  onClear,
  value,
}: {
  value: string;
  onSearch: (text: string) => void;
  onClear: (() => void) | undefined;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <search>
      <form onSubmit={search}>
        <Group align="end">
          <TextInput
            label="Search"
            description="A phone number in any form or its beginning, a customer number, a SIM card number, an order's reference or activation id"
            placeholder="06-12345678, +31 6 1234 5678, 060574, C100200"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            miw={360}
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
