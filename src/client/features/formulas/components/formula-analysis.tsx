import { Alert, Button, Card, Group, Progress, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { analyzeComposition } from '../../../../domain/formulas/analyze-composition.ts';
import { calculateFormula } from '../../../../domain/formulas/calculate-formula.ts';
import { composeTechnicalSummary } from '../../../../domain/formulas/compose-technical-summary.ts';
import { DEFAULT_FINISHED_PRODUCT } from '../../../../domain/formulas/formula-row.ts';
import { IFRA_CATEGORIES } from '../../../../domain/regulatory/ifra-categories.ts';
import { useSaveTechnicalReport } from '../api/formula-files.ts';
import { getMaterialProfilesQueryOptions } from '../api/get-material-profiles.ts';
import { useFormulaPrices } from '../api/get-formula-prices.ts';
import { useFormula, type Formula } from '../api/get-formula.ts';
import { KEEP_SERVER_OPTIONS, useFormulaPickerSearch } from '../hooks/use-formula-picker-search.ts';
import { describeFormulaLoadError } from '../formula-messages.ts';
import { useLiveCompliance } from '../hooks/use-live-compliance.ts';
import { IFRA_CATEGORY_LABELS } from '../../../../domain/regulatory/ifra-category-labels.ts';
import { CategoryVerdictBadge, ComplianceVerdictBadge } from './verdict-badges.tsx';
import { ComplianceDetails } from './compliance-details.tsx';
import { findOdourFamilyColour } from '../../../../domain/materials/odour-family-palette.ts';
import { FormulaCostCard } from './formula-cost-card.tsx';

function EvaporationCurve({ points }: { points: { hours: number; percentRemaining: number }[] }) {
  const maxHours = points.at(-1)?.hours ?? 1;
  const path = points
    .map((point) => `${(point.hours / maxHours) * 300},${120 - (point.percentRemaining / 100) * 120}`)
    .join(' ');
  return (
    <svg
      viewBox="-30 -10 340 150"
      width="100%"
      role="img"
      aria-label="Evaporation curve: share of the fragrance remaining over time"
    >
      <line x1="0" y1="120" x2="300" y2="120" stroke="currentColor" opacity="0.3" />
      <line x1="0" y1="0" x2="0" y2="120" stroke="currentColor" opacity="0.3" />
      <polyline points={path} fill="none" stroke="var(--mantine-primary-color-filled)" strokeWidth="2" />
      <text x="-28" y="6" fontSize="9" fill="currentColor">
        100%
      </text>
      <text x="-14" y="122" fontSize="9" fill="currentColor">
        0
      </text>
      <text x="282" y="134" fontSize="9" fill="currentColor">
        {maxHours} h
      </text>
    </svg>
  );
}

function Analysis({ formula }: { formula: Formula }) {
  const product = { ...DEFAULT_FINISHED_PRODUCT, ...formula.product };
  const prices = useFormulaPrices(formula.rows);
  const calculation = useMemo(
    () => calculateFormula(formula.rows, { dosagePercent: product.dosagePercent, pricePerGram: prices.pricePerGram }),
    [formula.rows, product.dosagePercent, prices.pricePerGram],
  );
  const ids = useMemo(
    () => [...new Set(formula.rows.map((row) => row.materialId).filter((id): id is string => id !== null))],
    [formula.rows],
  );
  const profiles = useQuery({ ...getMaterialProfilesQueryOptions(ids), enabled: ids.length > 0 });
  const analysis = useMemo(() => {
    const grams = new Map(calculation.rows.map((row) => [row.rowId, row.grams]));
    return analyzeComposition(
      formula.rows
        .filter((row) => !row.isExcluded)
        .map((row) => ({ materialId: row.materialId, grams: grams.get(row.id) ?? 0 })),
      profiles.data ?? new Map(),
    );
  }, [calculation, formula.rows, profiles.data]);
  const compliance = useLiveCompliance(formula.rows, calculation, product, formula.id);
  const report = compliance.state === 'ready' ? compliance.report : null;
  const summary = composeTechnicalSummary({
    name: formula.name,
    ingredientCount: formula.ingredientCount,
    totalGrams: calculation.totalGrams,
    product,
    analysis,
    report,
  });
  const saveSummary = useSaveTechnicalReport(formula.id);
  const handleSaveSummary = () =>
    saveSummary.mutate(
      {
        technicalSummary: summary,
        data: { families: analysis.families, pyramid: analysis.pyramid, totalGrams: calculation.totalGrams },
      },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: 'Technical summary saved' }),
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Composition by odour family
          </Title>
          {analysis.families.length === 0 ? (
            <Text c="dimmed">Give the formula some amounts to see its composition.</Text>
          ) : (
            <Stack gap="xs">
              <Progress.Root size={18}>
                {analysis.families.map((entry) => (
                  <Progress.Section
                    key={entry.family}
                    value={entry.percent}
                    color={findOdourFamilyColour(entry.family)}
                    aria-label={`${entry.family} ${entry.percent.toFixed(1)}%`}
                  />
                ))}
              </Progress.Root>
              {analysis.families.map((entry) => (
                <Group key={entry.family} justify="space-between">
                  <Group gap={8}>
                    <span
                      style={{
                        width: 10,
                        height: 10,
                        borderRadius: 5,
                        background: findOdourFamilyColour(entry.family),
                        display: 'inline-block',
                      }}
                    />
                    <Text size="sm">{entry.family}</Text>
                  </Group>
                  <Text size="sm">{entry.percent.toFixed(1)}%</Text>
                </Group>
              ))}
            </Stack>
          )}
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Olfactive pyramid
          </Title>
          <Stack gap={6} align="center">
            {(['top', 'heart', 'base'] as const).map((position, index) => (
              <Stack
                key={position}
                gap={2}
                align="center"
                w={`${50 + index * 25}%`}
                p={6}
                style={{ background: 'var(--mantine-color-default-hover)', borderRadius: 6 }}
              >
                <Text size="sm" fw={600} tt="capitalize">
                  {position}
                </Text>
                <Text size="sm">{analysis.pyramid[position].toFixed(1)}%</Text>
              </Stack>
            ))}
            {analysis.pyramid.unknown > 0 && (
              <Text size="xs" c="dimmed">
                {analysis.pyramid.unknown.toFixed(1)}% without a known note position
              </Text>
            )}
          </Stack>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Evaporation over time
          </Title>
          {analysis.evaporation.length === 0 ? (
            <Text c="dimmed">
              No substantivity data for these materials: the curve needs the materials library's substantivity (hours on
              a blotter).
            </Text>
          ) : (
            <>
              <EvaporationCurve points={analysis.evaporation} />
              <Text size="xs" c="dimmed">
                From the substantivity of {analysis.substantivityCoverage.toFixed(0)}% of the concentrate.
              </Text>
            </>
          )}
        </Card>
        <FormulaCostCard
          rows={formula.rows}
          calculation={calculation}
          prices={prices}
          dosagePercent={product.dosagePercent}
        />
      </SimpleGrid>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          Compliance by IFRA category
        </Title>
        {compliance.state === 'unavailable' && <Text c="dimmed">{compliance.message}</Text>}
        {compliance.state === 'loading' && <Text c="dimmed">Loading regulatory data…</Text>}
        {compliance.state === 'empty' && (
          <Text c="dimmed">Pick materials from the library in the editor to check this formula.</Text>
        )}
        {report && (
          <Table.ScrollContainer minWidth={400} type="native">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>At {product.dosagePercent}%</Table.Th>
                  <Table.Th>Max dosage</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {IFRA_CATEGORIES.map((category) => (
                  <Table.Tr key={category}>
                    <Table.Td>
                      {category} · {IFRA_CATEGORY_LABELS[category]}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <CategoryVerdictBadge report={report} category={category} />
                    </Table.Td>
                    <Table.Td>{report.maxDosage[category].label}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      {compliance.state === 'ready' && (
        <Card withBorder>
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              Compliance in category {product.ifraCategory}
            </Title>
            <ComplianceVerdictBadge report={compliance.report} testId="analysis-compliance-verdict" />
          </Group>
          <ComplianceDetails compliance={compliance} rows={formula.rows} formulaId={formula.id} />
        </Card>
      )}
      <Card withBorder>
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            Technical summary
          </Title>
          <Button size="xs" loading={saveSummary.isPending} onClick={handleSaveSummary}>
            Save technical summary
          </Button>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {summary}
        </Text>
      </Card>
    </Stack>
  );
}

/** /formula-analysis: composition, pyramid, evaporation, cost and compliance of one saved formula. */
export function FormulaAnalysis({ formulaId, onSelect }: { formulaId: string | null; onSelect: (id: string) => void }) {
  // The picker lists summaries (issue 34): the chosen formula is read with its rows.
  const chosen = useFormula(formulaId);
  const selected = chosen.data ?? null;
  // It searches the server as the user types (a house's formulas are more than a list holds).
  const chosenFormulas = useMemo(() => (selected ? [{ id: selected.id, name: selected.name }] : []), [selected]);
  const picker = useFormulaPickerSearch(chosenFormulas);
  return (
    <Stack gap="lg">
      <Title order={1}>Formula Analysis</Title>
      {picker.error && <Alert color="red">{describeFormulaLoadError(picker.error)}</Alert>}
      {chosen.error && <Alert color="red">{describeFormulaLoadError(chosen.error)}</Alert>}
      {picker.hasNoFormula && !formulaId ? (
        <Text c="dimmed">No formulas found. Save a formula in the editor to analyse it here.</Text>
      ) : (
        <Select
          label="Formula"
          placeholder="Pick a formula"
          data={picker.options}
          value={formulaId}
          onChange={(value) => value && onSelect(value)}
          searchable
          searchValue={picker.searchText}
          onSearchChange={picker.setSearchText}
          filter={KEEP_SERVER_OPTIONS}
          nothingFoundMessage={picker.isSearching ? 'Searching…' : 'No formula matches'}
          maw={420}
        />
      )}
      {selected && <Analysis key={selected.id} formula={selected} />}
    </Stack>
  );
}
