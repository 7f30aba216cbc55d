import { numberOfField } from '../../../lib/number-field.ts';
import { Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { FormulaCalculation } from '../../../../domain/formulas/calculate-formula.ts';
import type { FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { calculateFormulaCost, type FormulaPrices } from '../../../../domain/formulas/price-formula.ts';
import { formatGrams, formatMoney } from '../../../../domain/shared/format-numbers.ts';

type Props = { rows: FormulaRow[]; calculation: FormulaCalculation; prices: FormulaPrices; dosagePercent: number };

const formatCost = (value: number | null, currency: string | null, digits = 2) =>
  value === null ? '—' : formatMoney(value, currency, digits);

/** Cost per gram of concentrate, per batch and per finished unit, from the best known vendor prices. */
export function FormulaCostCard({ rows, calculation, prices, dosagePercent }: Props) {
  // What is typed ("12." on the way to 12.5); an empty or zero batch means the formula's own total.
  const [batchField, setBatchField] = useState<number | string>('');
  const typedBatch = numberOfField(batchField);
  const batchGrams = typedBatch !== null && typedBatch > 0 ? typedBatch : null;
  const [unitGrams, setUnitGrams] = useState(50);
  const cost = calculateFormulaCost(rows, calculation, {
    currency: prices.currency,
    dosagePercent,
    unitGrams,
    batchGrams: batchGrams ?? undefined,
  });
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        Cost
      </Title>
      {cost.perGram === null ? (
        <Text c="dimmed">
          No prices known for these materials: add vendor prices from the shopping list to see cost per gram, per batch
          and per finished unit.
        </Text>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={3} spacing="xs">
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                Per gram
              </Text>
              <Text fw={600}>{formatCost(cost.perGram, cost.currency, 4)}</Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                Per batch of {formatGrams(cost.batchGrams)}
              </Text>
              <Text fw={600}>{formatCost(cost.perBatch, cost.currency)}</Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                Per {unitGrams} g unit at {dosagePercent}%
              </Text>
              <Text fw={600}>{formatCost(cost.perUnit, cost.currency, 3)}</Text>
            </Stack>
          </SimpleGrid>
          <Group grow>
            <NumberInput
              size="xs"
              label="Batch of concentrate (g)"
              value={batchField}
              placeholder={String(Number(cost.batchGrams.toFixed(3)))}
              min={0.001}
              decimalScale={3}
              onChange={setBatchField}
            />
            <NumberInput
              size="xs"
              label="Finished unit (g of product)"
              value={unitGrams}
              min={1}
              decimalScale={1}
              onChange={(value) => typeof value === 'number' && value > 0 && setUnitGrams(value)}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {cost.isComplete
              ? 'Every line is priced (cheapest known offer per gram; dilutions count the neat material).'
              : `Only ${cost.pricedLineCount} of ${cost.includedLineCount} lines have a known price: the figures leave the others out.`}
            {prices.otherCurrencyMaterialIds.length > 0 &&
              ` ${prices.otherCurrencyMaterialIds.length} material(s) are priced only in another currency and are not converted.`}{' '}
            The unit cost covers the concentrate only, not the base.
          </Text>
        </Stack>
      )}
    </Card>
  );
}
