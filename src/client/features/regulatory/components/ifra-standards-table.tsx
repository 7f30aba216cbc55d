import { Badge, Group, Table, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { hrefs } from '../../../config/paths.ts';
import type { IfraStandardListItem } from '../api/list-ifra-standards.ts';
import { formatIfraLimit } from '../../../../domain/regulatory/format-ifra-limit.ts';
import { describeStandardTypes } from '../ifra-category-labels.ts';

const TYPE_COLORS: Record<string, string> = { Prohibition: 'red', Restriction: 'accent', Specification: 'gray' };

export function StandardTypeBadges({
  standard,
}: {
  standard: { isProhibition: boolean; isRestriction: boolean; isSpecification: boolean };
}) {
  return (
    <Group gap={4} wrap="nowrap">
      {describeStandardTypes(standard).map((type) => (
        <Badge key={type} size="sm" variant="light" color={TYPE_COLORS[type] ?? 'gray'}>
          {type}
        </Badge>
      ))}
    </Group>
  );
}

/** The IFRA Standards found: number, name, CAS, type and the fine-fragrance (category 4) limit. A row opens the Standard. */
export function IfraStandardsTable({ items }: { items: readonly IfraStandardListItem[] }) {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="IFRA Standards">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>No.</Table.Th>
            <Table.Th>Standard</Table.Th>
            <Table.Th>CAS</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th ta="right">Cat. 4</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr
              key={item.id}
              style={{ cursor: 'pointer' }}
              onClick={() => void navigate(hrefs.regulatoryStandard(item.id))}
            >
              <Table.Td>
                <Text size="sm" c="dimmed" ff="monospace">
                  {item.id.replace('IFRA_STD_', '')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text
                  size="sm"
                  fw={500}
                  component="a"
                  href={hrefs.regulatoryStandard(item.id)}
                  onClick={(event) => event.preventDefault()}
                  c="inherit"
                  style={{ textDecoration: 'none' }}
                >
                  {item.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed" ff="monospace" lineClamp={1}>
                  {item.casNumbers.slice(0, 3).join(', ')}
                  {item.casNumbers.length > 3 ? ` +${item.casNumbers.length - 3}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <StandardTypeBadges standard={item} />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" ff="monospace">
                  {formatIfraLimit(item.category4, item)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
