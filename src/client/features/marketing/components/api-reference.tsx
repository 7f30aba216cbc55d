import { Accordion, Alert, Anchor, Badge, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import {
  OPENAPI_DOCUMENT_URL,
  useOpenApiDocument,
  type OpenApiDocument,
  type OpenApiOperation,
} from '../api/get-openapi-document.ts';
import { describeJsonSchema, describeSchemaConstraints, describeSchemaType } from '../describe-json-schema.ts';

const METHOD_COLOURS: Record<string, string> = {
  get: 'blue',
  post: 'teal',
  put: 'orange',
  patch: 'yellow',
  delete: 'red',
};

const ACCESS_LABELS = { public: 'Public', user: 'Signed in', admin: 'Admin' } as const;

type Entry = { method: string; path: string; operation: OpenApiOperation };

/** Operations grouped by tag, filtered by a text found in the method, path or summary. */
function groupOperations(document: OpenApiDocument, filter: string): Array<[tag: string, entries: Entry[]]> {
  const needle = filter.trim().toLowerCase();
  const groups = new Map<string, Entry[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const haystack = `${method} ${path} ${operation.summary}`.toLowerCase();
      if (needle && !haystack.includes(needle)) continue;
      const tag = operation.tags[0] ?? 'api';
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, operation }]);
    }
  }
  // The areas a user works in first, the administration routes after them.
  const rank = (tag: string) => (tag.startsWith('admin') ? 1 : 0);
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

function accessOf(operation: OpenApiOperation): keyof typeof ACCESS_LABELS {
  return operation['x-sillage-access'] ?? (operation.security.length === 0 ? 'public' : 'user');
}

function OperationDetails({ method, path, operation }: Entry) {
  const access = accessOf(operation);
  const body = operation.requestBody ? Object.entries(operation.requestBody.content)[0] : undefined;
  const bodyFields = body ? describeJsonSchema(body[1].schema) : [];
  return (
    <Stack gap={8} py="sm" style={{ borderTop: '1px solid var(--sl-border)' }} data-testid="api-operation">
      <Group gap="xs" wrap="nowrap" align="baseline">
        <Badge variant="light" color={METHOD_COLOURS[method] ?? 'gray'} w={78} style={{ flexShrink: 0 }}>
          {method.toUpperCase()}
        </Badge>
        <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
          {path}
        </Text>
        <Group gap={6} ml="auto" wrap="nowrap">
          {operation['x-sillage-plan-feature'] && (
            <Badge variant="outline" color="orange" title="Needs a plan that includes this feature">
              Plan: {operation['x-sillage-plan-feature']}
            </Badge>
          )}
          <Badge variant="outline" color={access === 'public' ? 'gray' : access === 'admin' ? 'grape' : 'blue'}>
            {ACCESS_LABELS[access]}
          </Badge>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {operation.summary}
      </Text>
      {operation.parameters.length > 0 && (
        <Table fz="xs" verticalSpacing={4} horizontalSpacing="xs" withRowBorders={false}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Parameter</Table.Th>
              <Table.Th>In</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Notes</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {operation.parameters.map((parameter) => (
              <Table.Tr key={`${parameter.in}:${parameter.name}`}>
                <Table.Td ff="monospace">
                  {parameter.name}
                  {parameter.required ? ' *' : ''}
                </Table.Td>
                <Table.Td>{parameter.in}</Table.Td>
                <Table.Td ff="monospace">{describeSchemaType(parameter.schema)}</Table.Td>
                <Table.Td c="dimmed">{describeSchemaConstraints(parameter.schema).join(' · ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {body && (
        <Stack gap={2}>
          <Text size="xs" fw={600}>
            Request body · {body[0]}
          </Text>
          <Table fz="xs" verticalSpacing={4} horizontalSpacing="xs" withRowBorders={false}>
            <Table.Tbody>
              {bodyFields.map((field) => (
                <Table.Tr key={field.path}>
                  <Table.Td ff="monospace" pl={8 + field.depth * 14}>
                    {field.path}
                    {field.required ? ' *' : ''}
                  </Table.Td>
                  <Table.Td ff="monospace">{field.type}</Table.Td>
                  <Table.Td c="dimmed">{field.notes.join(' · ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The API reference, rendered from the OpenAPI document the server builds from its own routes
 * (GET /api/openapi.json): one group per area, each route with its access, parameters and request body.
 */
export function ApiReference() {
  const document = useOpenApiDocument();
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const groups = useMemo(
    () => (document.data ? groupOperations(document.data, deferredFilter) : []),
    [document.data, deferredFilter],
  );

  if (document.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text c="dimmed">Loading the API description…</Text>
      </Group>
    );
  }
  if (document.isError) {
    return (
      <Alert color="red" variant="light" title="Error loading the API reference">
        {document.error.message}
      </Alert>
    );
  }
  const count = Object.values(document.data.paths).reduce((sum, operations) => sum + Object.keys(operations).length, 0);
  return (
    <Stack gap="md" data-testid="api-reference">
      <Text c="dimmed" lh={1.65}>
        {document.data.info.description} {count} routes, version {document.data.info.version}. The machine-readable
        document is at{' '}
        <Anchor href={OPENAPI_DOCUMENT_URL} ff="monospace" size="sm">
          {OPENAPI_DOCUMENT_URL}
        </Anchor>{' '}
        (OpenAPI {document.data.openapi}). Fields marked * are required.
      </Text>
      <TextInput
        leftSection={<IconSearch size={16} stroke={1.5} />}
        placeholder="Filter routes, e.g. formulas or shopping-list"
        aria-label="Filter API routes"
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        maw={420}
      />
      {groups.length === 0 ? (
        <Text c="dimmed">No route matches “{filter}”.</Text>
      ) : (
        <Accordion multiple variant="default" chevronPosition="left">
          {groups.map(([tag, entries]) => (
            <Accordion.Item key={tag} value={tag}>
              <Accordion.Control>
                <Group gap="xs">
                  <Text ff="monospace" size="sm">
                    /api/{tag}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {entries.length} {entries.length === 1 ? 'route' : 'routes'}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {entries.map((entry) => (
                  <OperationDetails key={`${entry.method} ${entry.path}`} {...entry} />
                ))}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
