import { Anchor, Button, Card, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormulaOptions } from '../api/get-formula-options.ts';
import { useAddFormulaShortfall, type ShortfallResult } from '../api/shopping-mutations.ts';
import { formatGrams } from '../../../../domain/shared/format-numbers.ts';
import { ROUTES } from '../../../config/paths.ts';

/** 'Add a formula's shortfall for a batch': what the batch needs minus what is in stock. */
export function ShortfallForm() {
  const formulas = useFormulaOptions();
  const addShortfall = useAddFormulaShortfall();
  const [formulaId, setFormulaId] = useState<string | null>(null);
  const [batchGrams, setBatchGrams] = useState<number | string>(100);
  const [result, setResult] = useState<ShortfallResult | null>(null);
  const batch = typeof batchGrams === 'number' ? batchGrams : Number(batchGrams);
  const options = (formulas.data ?? []).map((formula) => ({ value: formula.id, label: formula.name }));

  return (
    <Card>
      <Stack gap="sm">
        <div>
          <Title order={3}>Buy for a batch</Title>
          <Text size="sm" c="dimmed">
            Adds what a batch of a formula needs, minus what your inventory holds.
          </Text>
        </div>
        {formulas.isSuccess && options.length === 0 ? (
          <Text size="sm" c="dimmed">
            No formulas yet. Create one in the{' '}
            <Anchor component={Link} to={ROUTES.formulaEditor.path}>
              formula editor
            </Anchor>
            , then come back to buy its shortfall.
          </Text>
        ) : (
          <Group align="flex-end" wrap="wrap">
            <Select
              label="Formula"
              placeholder="Choose a formula"
              data={options}
              value={formulaId}
              onChange={setFormulaId}
              searchable
              w={260}
            />
            <NumberInput
              label="Batch size"
              suffix=" g"
              min={0.001}
              value={batchGrams}
              onChange={setBatchGrams}
              w={140}
              decimalScale={3}
            />
            <Button
              disabled={!formulaId || !(batch > 0)}
              loading={addShortfall.isPending}
              onClick={() =>
                formulaId && addShortfall.mutate({ formulaId, batchGrams: batch }, { onSuccess: setResult })
              }
            >
              Add shortfall
            </Button>
          </Group>
        )}
        {result && (
          <Text size="sm" c="dimmed" role="status">
            {result.added.length === 0
              ? `Your inventory covers a ${formatGrams(result.batchGrams)} batch of ${result.formula.name}.`
              : `Added ${result.added.length} of ${result.materialsNeeded} materials for a ${formatGrams(result.batchGrams)} batch of ${result.formula.name}; ${result.coveredByStock} covered by stock.`}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
