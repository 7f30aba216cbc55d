import {
  Alert,
  Button,
  CopyButton,
  Group,
  List,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { hrefs } from '../../../config/paths.ts';
import { calculateFormula } from '../../../../domain/formulas/calculate-formula.ts';
import type { FinishedProduct, FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { scaleToBatch, type BatchTarget } from '../../../../domain/formulas/scale-formula.ts';
import { useMakeFormulaBatch, type FormulaBatch } from '../api/formula-batches.ts';
import { formatWeighedGrams } from '../../../../domain/shared/format-numbers.ts';

type Props = {
  opened: boolean;
  onClose: () => void;
  rows: FormulaRow[];
  product: FinishedProduct;
  onScale: (rows: FormulaRow[]) => void;
  /** The saved formula a batch is made from (null until the first save). */
  formulaId: string | null;
  savedVersion: number;
  isDirty: boolean;
};

/** What making the batch did: recorded, and either all stock deducted or what was missing. */
function BatchResult({ batch }: { batch: FormulaBatch }) {
  if (batch.stockShortfalls.length === 0) {
    return (
      <Alert color="teal" title="Batch recorded" role="status">
        {formatWeighedGrams(batch.batchGrams)} of version {batch.formulaVersion} made; every library material was taken
        out of your stock.
      </Alert>
    );
  }
  return (
    <Alert color="orange" title="Batch recorded, stock short" role="status">
      <Text size="sm">
        {formatWeighedGrams(batch.batchGrams)} of version {batch.formulaVersion} made. Your inventory did not hold
        enough of:
      </Text>
      <List size="sm" mt={4}>
        {batch.stockShortfalls.map((shortfall) => (
          <List.Item key={shortfall.materialId}>
            {shortfall.name}: {formatWeighedGrams(shortfall.missingGrams)} missing of{' '}
            {formatWeighedGrams(shortfall.neededGrams)}
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt={4}>
        What was in stock has been deducted; add lots in the inventory to keep it true.
      </Text>
    </Alert>
  );
}

/** Scales the concentrate to a batch by mass, or by volume with the concentrate's density. */
export function BatchDialog({ opened, onClose, rows, product, onScale, formulaId, savedVersion, isDirty }: Props) {
  const make = useMakeFormulaBatch(formulaId);
  const [mode, setMode] = useState<'mass' | 'volume'>('mass');
  const [quantity, setQuantity] = useState(100);
  const [density, setDensity] = useState(product.concentrateDensity);
  const target: BatchTarget =
    mode === 'mass'
      ? { kind: 'mass', grams: quantity }
      : { kind: 'volume', millilitres: quantity, densityGramsPerMillilitre: density };
  const gramsByRow = useMemo(
    () =>
      new Map(
        calculateFormula(rows, { dosagePercent: product.dosagePercent }).rows.map((row) => [row.rowId, row.grams]),
      ),
    [rows, product.dosagePercent],
  );
  const named = rows.filter((row) => row.name.trim() !== '' || row.amount > 0);
  const sheet = scaleToBatch(named, gramsByRow, target);
  const tsv = sheet ? sheet.lines.map((line) => `${line.name}\t${line.grams}`).join('\n') : '';
  const applyToFormula = () => {
    if (!sheet) return;
    const grams = new Map(sheet.lines.map((line) => [line.rowId, line.grams]));
    onScale(rows.map((row) => (grams.has(row.id) ? { ...row, amount: grams.get(row.id) ?? 0, unit: 'g' } : row)));
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Batch" size="lg">
      <Stack gap="md">
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as 'mass' | 'volume')}
          data={[
            { value: 'mass', label: 'By weight (g)' },
            { value: 'volume', label: 'By volume (mL)' },
          ]}
        />
        <Group grow>
          <NumberInput
            label={mode === 'mass' ? 'Batch weight (g)' : 'Batch volume (mL)'}
            value={quantity}
            min={0.001}
            decimalScale={3}
            onChange={(value) => typeof value === 'number' && setQuantity(value)}
          />
          {mode === 'volume' && (
            <NumberInput
              label="Concentrate density (g/mL)"
              value={density}
              min={0.5}
              max={2}
              step={0.01}
              decimalScale={3}
              onChange={(value) => typeof value === 'number' && setDensity(value)}
            />
          )}
        </Group>
        {!sheet && <Text c="dimmed">Give the formula some amounts and the batch a size to see what to weigh.</Text>}
        {sheet && (
          <>
            <Text size="sm">Weigh {sheet.targetGrams.toFixed(3)} g of concentrate:</Text>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Material</Table.Th>
                  <Table.Th ta="right">Grams</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sheet.lines.map((line) => (
                  <Table.Tr key={line.rowId}>
                    <Table.Td>{line.name || '(no name)'}</Table.Td>
                    <Table.Td ta="right">{line.grams.toFixed(3)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed">
              {formulaId === null
                ? 'Save the formula to make a batch: it is recorded and its materials are taken out of your stock.'
                : isDirty
                  ? `Making the batch uses saved version ${savedVersion}; save first to include your latest changes.`
                  : 'Making the batch records it and takes its materials out of your stock (dilutions take the diluted material).'}
            </Text>
            {make.data && <BatchResult batch={make.data} />}
            {make.error && (
              <Alert color="red" title="Batch not made" role="alert">
                {make.error.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <CopyButton value={tsv}>
                {({ copied, copy }) => (
                  <Button variant="subtle" onClick={copy}>
                    {copied ? 'Copied' : 'Copy as table'}
                  </Button>
                )}
              </CopyButton>
              <Button variant="default" onClick={applyToFormula}>
                Set the formula to these grams
              </Button>
              {formulaId !== null ? (
                <Button
                  component={Link}
                  to={hrefs.planBatch(formulaId, Math.round(sheet.targetGrams * 1000) / 1000)}
                  variant="light"
                >
                  Weigh at the bench
                </Button>
              ) : null}
              <Button
                onClick={() => make.mutate(sheet.targetGrams)}
                loading={make.isPending}
                disabled={formulaId === null}
              >
                Make this batch
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
