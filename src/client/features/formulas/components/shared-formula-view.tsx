import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCopy, IconLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { calculateFormula } from '../../../../domain/formulas/calculate-formula.ts';
import type { FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { formatGrams, formatPercent } from '../../../../domain/shared/format-numbers.ts';
import { hrefs } from '../../../config/paths.ts';
import type { SharedFormula } from '../api/formula-shares.ts';
import { useDuplicateSharedFormula } from '../api/formula-shares.ts';
import { formatDate } from '../../../../domain/shared/format-dates.ts';

/**
 * A formula someone shared with the user, read-only: who shared it, its lines with grams and % of the
 * concentrate, its finished product, and a copy into the user's own library. Nothing here saves or autosaves.
 */
export function SharedFormulaView({ data }: { data: SharedFormula }) {
  const { formula, owner } = data;
  const navigate = useNavigate();
  const duplicate = useDuplicateSharedFormula();
  const rows = formula.rows as FormulaRow[];
  const calculation = useMemo(
    () => calculateFormula(rows, { dosagePercent: formula.product?.dosagePercent ?? 20 }),
    [rows, formula.product?.dosagePercent],
  );
  const byRow = new Map(calculation.rows.map((row) => [row.rowId, row]));
  const lines = rows.filter((row) => row.name.trim() !== '');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Group gap="xs">
            <Title order={1}>{formula.name}</Title>
            <Badge variant="light" color="gray" leftSection={<IconLock size={12} />}>
              Read-only
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            Shared by {owner.name || owner.email} · version {formula.version} · updated {formatDate(formula.updatedAt)}
          </Text>
        </div>
        <Button
          leftSection={<IconCopy size={16} />}
          loading={duplicate.isPending}
          onClick={() =>
            duplicate.mutate(data.shareId, {
              onSuccess: (result) => void navigate(hrefs.formula(result.formula.id)),
            })
          }
        >
          Copy to my formulas
        </Button>
      </Group>
      {duplicate.error && (
        <Alert color="yellow" role="alert">
          {duplicate.error.message}
        </Alert>
      )}
      {formula.description && <Text size="sm">{formula.description}</Text>}
      <Card withBorder padding={0} radius="md">
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" horizontalSpacing="md" aria-label="Formula lines" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Material</Table.Th>
                <Table.Th>CAS</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th ta="right">Dilution</Table.Th>
                <Table.Th ta="right">% of concentrate</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((row) => {
                const computed = byRow.get(row.id);
                return (
                  <Table.Tr key={row.id} c={row.isExcluded ? 'dimmed' : undefined}>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>{row.cas ?? ''}</Table.Td>
                    <Table.Td ta="right">{row.unit === 'g' ? formatGrams(row.amount) : `${row.amount}%`}</Table.Td>
                    <Table.Td ta="right">
                      {row.purity < 1
                        ? `${formatPercent(row.purity * 100)}${row.diluent ? ` in ${row.diluent}` : ''}`
                        : ''}
                    </Table.Td>
                    <Table.Td ta="right">
                      {computed?.percentInConcentrate == null ? '' : formatPercent(computed.percentInConcentrate)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {formula.product && (
        <Text size="sm" c="dimmed">
          Finished product: IFRA category {formula.product.ifraCategory}, {formula.product.dosagePercent}%{' '}
          {formula.product.basis}, {formula.product.application}.
        </Text>
      )}
    </Stack>
  );
}
