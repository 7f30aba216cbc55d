import { Card, MultiSelect, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { calculateFormula } from '../../../../domain/formulas/calculate-formula.ts';
import { DEFAULT_FINISHED_PRODUCT } from '../../../../domain/formulas/formula-row.ts';
import { useFormulaPrices } from '../api/get-formula-prices.ts';
import { useQueries } from '@tanstack/react-query';
import { FORMULA_FRESH_MS, getFormulaQueryOptions, type Formula } from '../api/get-formula.ts';
import { KEEP_SERVER_OPTIONS, useFormulaPickerSearch } from '../hooks/use-formula-picker-search.ts';
import { useLiveCompliance } from '../hooks/use-live-compliance.ts';
import { ComplianceVerdictBadge } from './verdict-badges.tsx';
import { listFailingMaterials } from '../../../../domain/formulas/describe-compliance-failures.ts';
import { formatMoney } from '../../../../domain/shared/format-numbers.ts';

export const MAX_COMPARED_FORMULAS = 4;

function FormulaSummaryCard({ formula }: { formula: Formula }) {
  const product = { ...DEFAULT_FINISHED_PRODUCT, ...formula.product };
  const prices = useFormulaPrices(formula.rows);
  const calculation = useMemo(
    () => calculateFormula(formula.rows, { dosagePercent: product.dosagePercent, pricePerGram: prices.pricePerGram }),
    [formula.rows, product.dosagePercent, prices.pricePerGram],
  );
  const compliance = useLiveCompliance(formula.rows, calculation, product, formula.id);
  const report = compliance.state === 'ready' ? compliance.report : null;
  return (
    <Card withBorder>
      <Text fw={600} truncate>
        {formula.name}
      </Text>
      <Text size="xs" c="dimmed">
        v{formula.version} · {formula.ingredientCount} ingredients · {calculation.totalGrams.toFixed(2)} g
      </Text>
      <Text size="sm" mt="xs">
        Category {product.ifraCategory} at {product.dosagePercent}% ({product.basis}, {product.application})
      </Text>
      {report ? (
        <Stack gap={4} mt="xs">
          <ComplianceVerdictBadge report={report} />
          {report.failures.length > 0 && (
            <Text size="xs" c="dimmed">
              {listFailingMaterials(report).join(', ')}
            </Text>
          )}
          <Text size="sm">Max dosage: {report.maxDosage[report.category].label}</Text>
          <Text size="sm">Allergens to declare: {report.allergens.filter((entry) => entry.declare).length}</Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" mt="xs">
          {compliance.state === 'unavailable'
            ? compliance.message
            : compliance.state === 'loading'
              ? 'Loading regulatory data…'
              : 'No library materials to check.'}
        </Text>
      )}
      <Text size="sm" mt="xs">
        Cost:{' '}
        {calculation.totalCost === null
          ? 'no prices known'
          : `${formatMoney(calculation.totalCost, prices.currency)} (${calculation.pricedLineCount} priced lines)`}
      </Text>
    </Card>
  );
}

/** % of the concentrate of every ingredient across the compared formulas, matched by material (or name). */
function buildIngredientMatrix(formulas: readonly Formula[]) {
  const matrix = new Map<string, { name: string; percents: (number | null)[] }>();
  formulas.forEach((formula, column) => {
    const product = { ...DEFAULT_FINISHED_PRODUCT, ...formula.product };
    const calculation = calculateFormula(formula.rows, { dosagePercent: product.dosagePercent });
    formula.rows.forEach((row, index) => {
      if (!row.name || row.isExcluded) return;
      const key = row.materialId ?? row.name.toLowerCase();
      const entry = matrix.get(key) ?? { name: row.name, percents: formulas.map(() => null) };
      entry.percents[column] = (entry.percents[column] ?? 0) + (calculation.rows[index]?.percentInConcentrate ?? 0);
      matrix.set(key, entry);
    });
  });
  return [...matrix.values()].sort(
    (a, b) => Math.max(...b.percents.map((value) => value ?? 0)) - Math.max(...a.percents.map((value) => value ?? 0)),
  );
}

/** The chosen formulas read so far, in the order chosen (module-level: TanStack keeps the result while they stay). */
const readFormulas = (results: readonly { data?: Formula }[]) =>
  results.flatMap((result) => (result.data ? [result.data] : []));

/** /professional-studio: two to four formulas side by side — verdicts, cost, and every ingredient's share. */
export function FormulaComparison({
  selectedIds,
  onChange,
}: {
  selectedIds: string[];
  onChange: (ids: string[]) => void;
}) {
  // The picker lists summaries (issue 34): each chosen formula is read with its rows.
  const selected = useQueries({
    queries: selectedIds.map((id) => ({ ...getFormulaQueryOptions(id), staleTime: FORMULA_FRESH_MS })),
    combine: readFormulas,
  });
  // The picker searches the server as the user types (a house's formulas are more than a list holds).
  const picker = useFormulaPickerSearch(selected);
  const matrix = useMemo(() => buildIngredientMatrix(selected), [selected]);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Professional Studio</Title>
        <Text c="dimmed">
          Compare two to four of your formulas side by side: compliance, cost and each ingredient’s share of the
          concentrate.
        </Text>
      </div>
      <MultiSelect
        label="Formulas to compare"
        placeholder={selected.length === 0 ? 'Pick two to four formulas' : undefined}
        data={picker.options}
        value={selectedIds}
        onChange={onChange}
        maxValues={MAX_COMPARED_FORMULAS}
        searchable
        searchValue={picker.searchText}
        onSearchChange={picker.setSearchText}
        filter={KEEP_SERVER_OPTIONS}
        nothingFoundMessage={picker.isSearching ? 'Searching…' : 'No formula matches'}
        maw={720}
      />
      {picker.hasNoFormula && (
        <Text c="dimmed">No formulas found. Save formulas in the editor to compare them here.</Text>
      )}
      {selected.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: selected.length }}>
          {selected.map((formula) => (
            <FormulaSummaryCard key={formula.id} formula={formula} />
          ))}
        </SimpleGrid>
      )}
      {selected.length > 1 && (
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Ingredients, % of the concentrate
          </Title>
          <ScrollArea>
            <Table striped stickyHeader aria-label="Ingredients compared">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Material</Table.Th>
                  {selected.map((formula) => (
                    <Table.Th key={formula.id} ta="right">
                      {formula.name}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {matrix.map((entry) => (
                  <Table.Tr key={entry.name}>
                    <Table.Td>{entry.name}</Table.Td>
                    {entry.percents.map((value, index) => (
                      <Table.Td key={index} ta="right" c={value === null ? 'dimmed' : undefined}>
                        {value === null ? '—' : value.toFixed(2)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Card>
      )}
    </Stack>
  );
}
