import { ActionIcon, Badge, Card, Group, NumberInput, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconCertificate, IconPencil, IconTrash } from '@tabler/icons-react';
import { Fragment, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { useDeleteLot, useSetThreshold } from '../api/inventory-api.ts';
import type { InventoryItem } from '../api/inventory-api.ts';
import { lazyNamed, whenIdle } from '../../../lib/load-on-demand.tsx';
import type { CorrectLotModal as CorrectLotModalComponent } from './correct-lot-modal.tsx';
import { formatGrams, formatMoney } from '../../../../domain/shared/format-numbers.ts';

// The lot dialogs open from a row's buttons: their code (the certificate's material picker with it) is fetched when
// the browser is idle, not with the list (issue 34: /inventory's first paint).
const loadCorrectLotModal = () => import('./correct-lot-modal.tsx');
const loadEditLotAnalysisModal = () => import('./edit-lot-analysis-modal.tsx');
const CorrectLotModal = lazyNamed<'CorrectLotModal', ComponentProps<typeof CorrectLotModalComponent>>(
  loadCorrectLotModal,
  'CorrectLotModal',
);
const EditLotAnalysisModal = lazyNamed(loadEditLotAnalysisModal, 'EditLotAnalysisModal');

type Lot = InventoryItem['lots'][number];

function ThresholdInput({ item }: { item: InventoryItem }) {
  const setThreshold = useSetThreshold();
  const [value, setValue] = useState<number | string>(item.minimumGrams ?? '');
  const save = () => {
    const next = typeof value === 'number' ? value : null;
    if (next !== item.minimumGrams) setThreshold.mutate({ materialId: item.materialId, minimumGrams: next });
  };
  return (
    <NumberInput
      size="xs"
      w={110}
      min={0}
      suffix=" g"
      placeholder="none"
      aria-label={`Low-stock threshold for ${item.materialName}`}
      value={value}
      onChange={setValue}
      onBlur={save}
      onKeyDown={(event) => event.key === 'Enter' && save()}
    />
  );
}

/** Stock per material, each with its lots, total in grams, low-stock threshold and flag. */
export function InventoryTable({ items }: { items: InventoryItem[] }) {
  const deleteLot = useDeleteLot();
  const [editing, setEditing] = useState<{ lot: Lot; materialName: string } | null>(null);
  const [correcting, setCorrecting] = useState<{ lot: Lot; materialName: string } | null>(null);
  useEffect(() => {
    whenIdle(() => {
      void loadCorrectLotModal();
      void loadEditLotAnalysisModal();
    });
  }, []);
  return (
    <Card p={0}>
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Material / lot</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              <Table.Th>Supplier</Table.Th>
              <Table.Th>Purchased</Table.Th>
              <Table.Th>Expiry</Table.Th>
              <Table.Th>Location</Table.Th>
              <Table.Th ta="right">Price paid</Table.Th>
              <Table.Th>Low below</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Fragment key={item.materialId}>
                <Table.Tr style={{ background: 'var(--mantine-color-default-hover)' }}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text fw={600}>{item.materialName}</Text>
                      {item.cas && (
                        <Text size="xs" c="dimmed">
                          {item.cas}
                        </Text>
                      )}
                      {item.isLow && (
                        <Badge color="red" variant="light" size="sm">
                          Low stock
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatGrams(item.totalGrams)}
                  </Table.Td>
                  <Table.Td colSpan={5}>
                    <Text size="xs" c="dimmed">
                      {item.lots.length} {item.lots.length === 1 ? 'lot' : 'lots'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ThresholdInput item={item} />
                  </Table.Td>
                  <Table.Td />
                </Table.Tr>
                {item.lots.map((lot) => (
                  <Table.Tr key={lot.id}>
                    <Table.Td pl="xl">
                      <Group gap={6}>
                        <Text size="sm">{lot.lotNumber ? `Lot ${lot.lotNumber}` : 'Lot'}</Text>
                        {lot.certificateOfAnalysis && (
                          <Tooltip
                            label={
                              <Stack gap={0}>
                                {lot.certificateOfAnalysis.map((row) => (
                                  <Text key={`${row.name}-${row.cas ?? ''}`} size="xs">
                                    {row.name} {row.cas ? `(${row.cas})` : ''}: {row.percent}%
                                  </Text>
                                ))}
                              </Stack>
                            }
                          >
                            <Badge variant="outline" size="xs" leftSection={<IconCertificate size={12} />}>
                              CoA
                            </Badge>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {lot.quantity} {lot.unit}
                      {lot.unit !== 'g' && (
                        <Text size="xs" c="dimmed">
                          {formatGrams(lot.grams)}
                          {lot.densityAssumed ? ' at 1 g/ml' : ''}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{lot.supplier}</Table.Td>
                    <Table.Td>{lot.purchaseDate}</Table.Td>
                    <Table.Td>{lot.expiryDate}</Table.Td>
                    <Table.Td>{lot.location}</Table.Td>
                    <Table.Td ta="right">
                      {lot.pricePaid !== null ? formatMoney(lot.pricePaid, lot.currency) : ''}
                    </Table.Td>
                    <Table.Td />
                    <Table.Td>
                      <Group gap={2} wrap="nowrap">
                        <Tooltip label="Correct quantity, dates, price or location">
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={`Correct lot of ${item.materialName}${lot.lotNumber ? ` ${lot.lotNumber}` : ''}`}
                            onClick={() => setCorrecting({ lot, materialName: item.materialName })}
                          >
                            <IconPencil size={15} stroke={1.5} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Certificate of analysis">
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={`Certificate of analysis of ${item.materialName}${lot.lotNumber ? ` lot ${lot.lotNumber}` : ''}`}
                            onClick={() => setEditing({ lot, materialName: item.materialName })}
                          >
                            <IconCertificate size={15} stroke={1.5} />
                          </ActionIcon>
                        </Tooltip>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={`Remove lot of ${item.materialName}`}
                          onClick={() => deleteLot.mutate(lot.id)}
                        >
                          <IconTrash size={15} stroke={1.5} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Suspense fallback={null}>
        {correcting && (
          <CorrectLotModal
            lot={correcting.lot}
            materialName={correcting.materialName}
            onClose={() => setCorrecting(null)}
          />
        )}
        {editing && (
          <EditLotAnalysisModal
            lot={editing.lot}
            materialName={editing.materialName}
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
    </Card>
  );
}
