import { Table, Text, Tooltip } from '@mantine/core';
import { IFRA_CATEGORIES } from '../../../../domain/regulatory/ifra-categories.ts';
import { formatIfraLimit } from '../../../../domain/regulatory/format-ifra-limit.ts';

export type IfraLimitCell = { category: string; limitKind: string; maxPercent: number | null };

/** One row per IFRA Standard, one column per IFRA category (1 … 12): the maximum in the finished product. */
export type IfraStandardSummary = {
  id: string;
  name: string;
  type: string;
  riskProperty: string | null;
  limits: IfraLimitCell[];
};

const sentenceCase = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1).toLowerCase()}`;

export function IfraLimitsTable({ standards }: { standards: IfraStandardSummary[] }) {
  return (
    <Table.ScrollContainer minWidth={1320}>
      <Table striped withTableBorder withColumnBorders fz="xs" aria-label="IFRA limits per category">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Standard</Table.Th>
            {IFRA_CATEGORIES.map((category) => (
              <Table.Th key={category} ta="center">
                Cat. {category}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {standards.map((standard) => (
            <Table.Tr key={standard.id}>
              <Table.Td miw={160} maw={200}>
                <Tooltip label={standard.id} withinPortal>
                  <Text size="xs" fw={500} lineClamp={2}>
                    {standard.name}
                  </Text>
                </Tooltip>
                <Text size="xs" c="dimmed">
                  {[sentenceCase(standard.type), standard.riskProperty && sentenceCase(standard.riskProperty)]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Table.Td>
              {IFRA_CATEGORIES.map((category) => {
                const cell = standard.limits.find((limit) => limit.category === category);
                // A prohibition's table leaves every category empty: each reads "Prohibited", never "—".
                const text = formatIfraLimit(cell, {
                  isProhibition: standard.type === 'PROHIBITION',
                  isSpecification: standard.type === 'SPECIFICATION',
                });
                return (
                  <Table.Td
                    key={category}
                    ta="center"
                    c={text === 'Prohibited' ? 'red.8' : undefined}
                    data-category={category}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {text}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
