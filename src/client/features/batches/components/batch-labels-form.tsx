import { numberOfField } from '../../../lib/number-field.ts';
import { Alert, Button, Group, NumberInput, Paper, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { useState } from 'react';
import type { BatchLabelsRequest } from '../api/fetch-batch-labels.ts';

type BatchLabelsFormProps = {
  /** Saves the labels' PDF; rejects with the server's message. */
  onPrint: (request: BatchLabelsRequest) => Promise<void>;
};

/**
 * Bottle or sample labels of a completed batch: an A4 sheet or the 62 mm roll, the copies, the volume or weight,
 * and the certificate link to print as a QR code (one shared from the formula's documents).
 */
export function BatchLabelsForm({ onPrint }: BatchLabelsFormProps) {
  const [format, setFormat] = useState<'a4' | 'roll-62'>('a4');
  const [kind, setKind] = useState<'bottle' | 'sample'>('bottle');
  const [copies, setCopies] = useState<number>(1);
  const [amountField, setAmountField] = useState<number | string>('');
  const amount = numberOfField(amountField);
  const [unit, setUnit] = useState<'ml' | 'g'>('ml');
  const [certificateUrl, setCertificateUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function print() {
    setIsBusy(true);
    setError(null);
    try {
      await onPrint({
        format,
        kind,
        copies,
        ...(amount !== null && amount > 0 ? { quantity: { amount, unit } } : {}),
        ...(certificateUrl.trim() ? { certificateUrl: certificateUrl.trim() } : {}),
      });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The labels could not be made');
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Paper withBorder p="md" radius="md" aria-label="Labels">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Labels
        </Title>
        <Group grow wrap="wrap">
          <SegmentedControl
            value={format}
            onChange={(value) => setFormat(value as typeof format)}
            aria-label="Label stock"
            data={[
              { value: 'a4', label: 'A4 sheet' },
              { value: 'roll-62', label: '62 mm roll' },
            ]}
          />
          <SegmentedControl
            value={kind}
            onChange={(value) => setKind(value as typeof kind)}
            aria-label="Label kind"
            data={[
              { value: 'bottle', label: 'Bottle' },
              { value: 'sample', label: 'Sample' },
            ]}
          />
        </Group>
        <Group grow wrap="wrap" align="flex-end">
          <NumberInput
            label="Copies"
            min={1}
            max={500}
            value={copies}
            onChange={(value) => setCopies(typeof value === 'number' ? value : 1)}
          />
          <NumberInput
            label="Volume or weight (empty: the batch's weight)"
            min={0}
            decimalScale={3}
            value={amountField}
            onChange={setAmountField}
          />
          <SegmentedControl
            value={unit}
            onChange={(value) => setUnit(value as typeof unit)}
            aria-label="Unit"
            data={[
              { value: 'ml', label: 'ml' },
              { value: 'g', label: 'g' },
            ]}
          />
        </Group>
        <TextInput
          label="Certificate link to print as a QR code (optional)"
          placeholder="https://…/c/…"
          value={certificateUrl}
          onChange={(event) => setCertificateUrl(event.currentTarget.value)}
        />
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Button leftSection={<IconTag />} loading={isBusy} onClick={() => void print()}>
          Download labels (PDF)
        </Button>
      </Stack>
    </Paper>
  );
}
