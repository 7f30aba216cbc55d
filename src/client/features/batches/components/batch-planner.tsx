import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlayerPlay, IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { BenchOrder } from '../../../../domain/batches/order-bench-lines.ts';
import type { BatchPlan } from '../api/batch-plan-api.ts';

const grams = (value: number) => `${value.toFixed(3)} g`;
const NO_LOT = 'none';

type PlanLine = BatchPlan['lines'][number];
type LotOption = BatchPlan['availableLots'][number];

/** One weighing need of the plan: a line's material, or its diluent (key `<lineId>:diluent`). */
type Need = { key: string; name: string; materialId: string; grams: number };

function needsOf(lines: readonly PlanLine[]): Need[] {
  return lines.flatMap((line) => [
    ...(line.materialId
      ? [{ key: line.lineId, name: line.name, materialId: line.materialId, grams: line.targetGrams * line.purity }]
      : []),
    ...(line.diluentMaterialId
      ? [
          {
            key: `${line.lineId}:diluent`,
            name: `${line.name} (diluent)`,
            materialId: line.diluentMaterialId,
            grams: line.targetGrams * (1 - line.purity),
          },
        ]
      : []),
  ]);
}

function describeLot(lot: LotOption, today: string): string {
  const expired = lot.expiryDate !== null && lot.expiryDate < today;
  return [
    lot.lotNumber ?? 'Lot without number',
    grams(lot.grams),
    lot.expiryDate ? `${expired ? 'expired' : 'use by'} ${lot.expiryDate}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export type StartChoices = { prefix: string; order: BenchOrder; confirmExpiredLots: boolean };

type BatchPlannerProps = {
  plan: BatchPlan;
  targetGrams: number;
  today: string;
  onChooseLot: (key: string, lotId: string | null) => void;
  onAddToShoppingList: (need: { materialId: string; grams: number }) => Promise<unknown>;
  onStart: (choices: StartChoices) => void;
  isStarting: boolean;
  error: string | null;
};

/**
 * Before a batch starts: each line with its lot (the first expiring with enough stock proposed, any other lot of
 * the material to choose), what a lot lacks with "Add to shopping list", and a lot past its date to confirm.
 */
export function BatchPlanner({
  plan,
  targetGrams,
  today,
  onChooseLot,
  onAddToShoppingList,
  onStart,
  isStarting,
  error,
}: BatchPlannerProps) {
  const [prefix, setPrefix] = useState('B-');
  const [order, setOrder] = useState<BenchOrder>('as-written');
  const [confirmExpired, setConfirmExpired] = useState(false);
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const choices = new Map(plan.lots.map((choice) => [choice.key, choice]));
  const needs = needsOf(plan.lines);
  const freeText = plan.lines.filter((line) => !line.materialId);
  const expiredCount = plan.expiredLots.length;

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'xl' }} maw={960} mx="auto">
      <div>
        <Text size="sm" c="dimmed">
          {plan.formula.name} · version {plan.formula.version}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          Make {grams(targetGrams)}
        </Title>
      </div>
      {plan.shortfalls.length > 0 ? (
        <Alert color="orange" title="Not enough in stock">
          {plan.shortfalls.length === 1 ? 'One line lacks' : `${plan.shortfalls.length} lines lack`} stock: add what is
          missing to the shopping list, or start anyway and weigh what there is.
        </Alert>
      ) : null}
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Lines and lots">
        {needs.map((need) => {
          const choice = choices.get(need.key);
          const lots = plan.availableLots.filter((lot) => lot.materialId === need.materialId);
          const shortfall = choice?.shortfallGrams ?? 0;
          return (
            <Paper component="li" key={need.key} withBorder p="sm" radius="md" aria-label={need.name}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0} style={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {need.name}
                  </Text>
                  <Text ff="monospace" size="sm">
                    {grams(need.grams)}
                  </Text>
                </Stack>
                <Select
                  style={{ flex: '1 1 260px' }}
                  aria-label={`Lot for ${need.name}`}
                  data={[
                    ...lots.map((lot) => ({ value: lot.lotId, label: describeLot(lot, today) })),
                    { value: NO_LOT, label: 'No lot (not taken from stock)' },
                  ]}
                  value={choice?.lotId ?? NO_LOT}
                  allowDeselect={false}
                  onChange={(value) => onChooseLot(need.key, value === null || value === NO_LOT ? null : value)}
                />
              </Group>
              {choice?.isExpired || shortfall > 0 ? (
                <Group gap="xs" mt="xs" wrap="wrap">
                  {choice?.isExpired ? <Badge color="red">Lot past its expiry date</Badge> : null}
                  {shortfall > 0 ? (
                    <>
                      <Badge color="orange">Short {grams(shortfall)}</Badge>
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconShoppingCartPlus size={16} />}
                        disabled={added.has(need.key)}
                        onClick={() =>
                          void onAddToShoppingList({ materialId: need.materialId, grams: shortfall }).then(() =>
                            setAdded((known) => new Set([...known, need.key])),
                          )
                        }
                      >
                        {added.has(need.key) ? 'On the shopping list' : 'Add to shopping list'}
                      </Button>
                    </>
                  ) : null}
                </Group>
              ) : null}
            </Paper>
          );
        })}
        {freeText.map((line) => (
          <Paper component="li" key={line.lineId} withBorder p="sm" radius="md" aria-label={line.name}>
            <Group justify="space-between">
              <Text fw={600}>{line.name}</Text>
              <Text ff="monospace" size="sm">
                {grams(line.targetGrams)} · not in the library: no stock
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Group grow wrap="wrap" align="flex-end">
        <TextInput
          label="Batch id prefix"
          value={prefix}
          maxLength={12}
          onChange={(event) => setPrefix(event.currentTarget.value)}
        />
        <SegmentedControl
          value={order}
          onChange={(value) => setOrder(value as BenchOrder)}
          aria-label="Order of weighing"
          data={[
            { value: 'as-written', label: 'As written' },
            { value: 'by-note', label: 'By note' },
            { value: 'heaviest-first', label: 'Heaviest first' },
          ]}
        />
      </Group>
      {expiredCount > 0 ? (
        <Checkbox
          color="red"
          checked={confirmExpired}
          onChange={(event) => setConfirmExpired(event.currentTarget.checked)}
          label={`Use ${expiredCount === 1 ? 'the lot' : `the ${expiredCount} lots`} past the expiry date (kept in the batch record)`}
        />
      ) : null}
      {error ? (
        <Alert color="red" title="Not started" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button
        size="xl"
        leftSection={<IconPlayerPlay />}
        loading={isStarting}
        disabled={(expiredCount > 0 && !confirmExpired) || prefix.trim() === ''}
        onClick={() => onStart({ prefix: prefix.trim(), order, confirmExpiredLots: confirmExpired })}
      >
        Start weighing
      </Button>
    </Stack>
  );
}
