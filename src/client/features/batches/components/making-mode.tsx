import { Badge, Button, Group, Modal, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconPlayerPause, IconPlayerSkipForward, IconReplace } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { orderBenchLines, type BenchOrder } from '../../../../domain/batches/order-bench-lines.ts';
import type { Batch, BatchAction, BatchLineView } from '../api/batches-api.ts';
import { useBalance } from '../hooks/use-balance.ts';
import { ReplaceLineDialog } from './replace-line-dialog.tsx';

const grams = (value: number) => `${value.toFixed(3)} g`;

type MakingModeProps = {
  batch: Batch;
  isBusy: boolean;
  onAction: (action: BatchAction) => Promise<Batch>;
  /** Shown once the batch is completed: its report and labels. */
  completedExtras?: ReactNode;
};

/**
 * Making mode: one line at a time in large type, for a tablet at the bench or a phone. Type the weight and press
 * Enter: the line is ticked and the next one comes. An overdose asks to rescale the rest (showing the new batch
 * weight) or to accept it; a line can be skipped with a reason.
 */
export function MakingMode({ batch, isBusy, onAction, completedExtras }: MakingModeProps) {
  const [order, setOrder] = useState<BenchOrder>(batch.order);
  const [typed, setTyped] = useState('');
  const [overdosed, setOverdosed] = useState<BatchLineView | null>(null);
  const [skipping, setSkipping] = useState<BatchLineView | null>(null);
  const [reason, setReason] = useState('');
  const [replacing, setReplacing] = useState<BatchLineView | null>(null);
  const balance = useBalance((reading) => setTyped(reading.grams.toFixed(3)));
  const lines = orderBenchLines(batch.lines, order);
  const current = lines.find((line) => line.status === 'pending') ?? null;
  const isHeld = batch.status === 'in-progress';
  const done = lines.filter((line) => line.status !== 'pending').length;

  async function handleWeigh(event: FormEvent) {
    event.preventDefault();
    const value = Number(typed.replace(',', '.'));
    if (!current || typed.trim() === '' || !Number.isFinite(value) || value < 0) return;
    const next = await onAction({ kind: 'weigh', lineId: current.lineId, grams: value });
    setTyped('');
    const weighed = next.lines.find((line) => line.lineId === current.lineId);
    if (weighed?.check === 'over') setOverdosed(weighed);
  }

  const newBatchGrams =
    overdosed && overdosed.targetGrams > 0
      ? batch.lines.reduce((sum, line) => sum + (line.status === 'skipped' ? 0 : line.targetGrams), 0) *
        (overdosed.weighedGrams / overdosed.targetGrams)
      : null;

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'xl' }} mih="100dvh" maw={960} mx="auto">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text size="sm" c="dimmed">
            {batch.formulaName} · version {batch.formulaVersion}
          </Text>
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {batch.code}
          </Title>
        </div>
        <Text fz={{ base: 18, sm: 22 }} fw={600} aria-label="Lines done">
          {done} / {lines.length} lines · {grams(batch.batchGrams)}
        </Text>
      </Group>
      <SegmentedControl
        size="sm"
        fullWidth
        value={order}
        onChange={(value) => setOrder(value as BenchOrder)}
        aria-label="Order of the lines"
        data={[
          { value: 'as-written', label: 'As written' },
          { value: 'by-note', label: 'By note' },
          { value: 'heaviest-first', label: 'Heaviest first' },
        ]}
      />
      {!isHeld ? (
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <Text fz="xl">
              {batch.status === 'completed'
                ? 'This batch is completed.'
                : batch.status === 'cancelled'
                  ? 'This batch was cancelled.'
                  : 'This batch is paused or being weighed on another device.'}
            </Text>
            {batch.status === 'completed' ? completedExtras : null}
            {batch.status === 'paused' || (batch.status === 'in-progress' && !isHeld) ? (
              <Button size="xl" onClick={() => void onAction({ kind: 'claim' })} loading={isBusy}>
                Weigh on this device
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ) : current ? (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <form onSubmit={(event) => void handleWeigh(event)}>
            <Stack gap="sm">
              <Text fz={{ base: 24, sm: 34 }} fw={700} lh={1.15}>
                {current.replacement?.name ?? current.name}
              </Text>
              <Group gap="lg" wrap="wrap">
                <Text fz={{ base: 36, sm: 56 }} fw={700} ff="monospace" aria-label="Target">
                  {grams(Math.max(0, current.targetGrams - current.weighedGrams))}
                </Text>
                <Stack gap={0}>
                  <Text fz="lg">± {grams(current.toleranceGrams)}</Text>
                  {current.targetDrops === null ? null : <Text fz="lg">{current.targetDrops} drops</Text>}
                  <Text fz="lg" c="dimmed">
                    Lot {current.lotNumber ?? 'not chosen'}
                  </Text>
                </Stack>
              </Group>
              {current.weighedGrams > 0 ? (
                <Text fz="md" c="orange">
                  Top-up: {grams(current.weighedGrams)} already in, {grams(current.targetGrams)} in all
                </Text>
              ) : null}
              {balance.isAvailable ? (
                <Group gap="xs">
                  <SegmentedControl
                    value={balance.protocol}
                    onChange={(value) => balance.setProtocol(value as typeof balance.protocol)}
                    aria-label="Balance protocol"
                    data={[
                      { value: 'mt-sics', label: 'MT-SICS' },
                      { value: 'continuous-ascii', label: 'Continuous' },
                    ]}
                  />
                  {balance.state === 'connected' ? (
                    <Button variant="default" onClick={() => void balance.tare()}>
                      Tare
                    </Button>
                  ) : (
                    <Button variant="default" onClick={() => void balance.connect()}>
                      Connect balance
                    </Button>
                  )}
                  {balance.last ? (
                    <Text ff="monospace" c={balance.last.isStable ? undefined : 'dimmed'}>
                      {grams(balance.last.grams)}
                      {balance.last.isStable ? '' : ' …'}
                    </Text>
                  ) : null}
                </Group>
              ) : null}
              <TextInput
                size="xl"
                label="Weighed (g)"
                inputMode="decimal"
                autoComplete="off"
                autoFocus
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                styles={{ input: { fontSize: 32, height: 72, fontFamily: 'monospace' } }}
              />
              <Group grow>
                <Button type="submit" size="lg" h={64} leftSection={<IconCheck />} loading={isBusy} px="sm">
                  Weighed
                </Button>
                <Button
                  size="lg"
                  h={64}
                  px="sm"
                  variant="default"
                  leftSection={<IconPlayerSkipForward />}
                  onClick={() => setSkipping(current)}
                >
                  Skip
                </Button>
              </Group>
              {current.weighedGrams === 0 ? (
                <Button
                  variant="subtle"
                  size="lg"
                  h="auto"
                  mih={48}
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
                  leftSection={<IconReplace />}
                  onClick={() => setReplacing(current)}
                >
                  Replace with another material
                </Button>
              ) : null}
            </Stack>
          </form>
        </Paper>
      ) : (
        <Button size="xl" onClick={() => void onAction({ kind: 'complete' })} loading={isBusy}>
          Complete the batch
        </Button>
      )}
      {isHeld ? (
        <Button
          variant="subtle"
          size="lg"
          h="auto"
          mih={48}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          leftSection={<IconPlayerPause />}
          onClick={() => void onAction({ kind: 'pause' })}
        >
          Pause (continue on any device)
        </Button>
      ) : null}
      <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Lines">
        {lines.map((line) => (
          <Group
            key={line.lineId}
            component="li"
            justify="space-between"
            wrap="wrap"
            gap={4}
            p="xs"
            mih={48}
            bg={line.lineId === current?.lineId ? 'var(--mantine-primary-color-light)' : undefined}
            style={{ borderRadius: 8 }}
          >
            <Text fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {line.status === 'weighed' ? '✓ ' : line.status === 'skipped' ? '– ' : '○ '}
              {line.replacement?.name ?? line.name}
            </Text>
            <Group gap="xs" wrap="nowrap" ml="auto">
              {line.check === 'over' || line.check === 'under' ? (
                <Badge color={line.isDeviationAccepted ? 'gray' : 'orange'}>{line.check}</Badge>
              ) : null}
              <Text fz="lg" ff="monospace">
                {line.status === 'skipped' ? 'skipped' : `${grams(line.weighedGrams)} / ${grams(line.targetGrams)}`}
              </Text>
            </Group>
          </Group>
        ))}
      </Stack>
      <Modal opened={overdosed !== null} onClose={() => setOverdosed(null)} title="Over the tolerance" size="lg">
        {overdosed ? (
          <Stack>
            <Text fz="lg">
              {overdosed.name}: {grams(overdosed.weighedGrams)} weighed for {grams(overdosed.targetGrams)}.
            </Text>
            <Button
              size="lg"
              loading={isBusy}
              onClick={() =>
                void onAction({ kind: 'rescale', lineId: overdosed.lineId }).then(() => setOverdosed(null))
              }
            >
              Rescale the rest: new batch {newBatchGrams === null ? '' : grams(newBatchGrams)}
            </Button>
            <Button
              size="lg"
              variant="default"
              loading={isBusy}
              onClick={() => void onAction({ kind: 'accept', lineId: overdosed.lineId }).then(() => setOverdosed(null))}
            >
              Accept the deviation
            </Button>
          </Stack>
        ) : null}
      </Modal>
      <ReplaceLineDialog
        lineName={replacing?.name ?? null}
        isBusy={isBusy}
        onClose={() => setReplacing(null)}
        onReplace={(replacement) =>
          replacing ? onAction({ kind: 'replace', lineId: replacing.lineId, ...replacement }) : Promise.resolve()
        }
      />
      <Modal opened={skipping !== null} onClose={() => setSkipping(null)} title="Skip this line">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!skipping || !reason.trim()) return;
            void onAction({ kind: 'skip', lineId: skipping.lineId, reason }).then(() => {
              setSkipping(null);
              setReason('');
            });
          }}
        >
          <Stack>
            <TextInput
              size="lg"
              label="Why (kept in the batch record)"
              data-autofocus
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Button type="submit" size="lg" disabled={!reason.trim()}>
              Skip {skipping?.name}
            </Button>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
