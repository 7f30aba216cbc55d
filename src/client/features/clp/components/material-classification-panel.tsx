import { Alert, Badge, Button, Card, Group, List, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { describeClassificationSource } from '../../../../domain/clp/material-classification.ts';
import {
  useMaterialClassifications,
  useSaveClassification,
  type ClassificationTarget,
  type MaterialClassifications,
} from '../api/material-classification.ts';
import { ClassificationForm } from './classification-form.tsx';
import { SupplierSdsReader } from './supplier-sds-reader.tsx';

type Classification = NonNullable<MaterialClassifications['material']>;

/** What the classifier's source reads as beside "Used by the classifier" (the server sends its code). */
const EFFECTIVE_SOURCE_LABELS: Readonly<Record<string, string>> = {
  annexVI: 'Annex VI',
  supplier: 'Your classification',
  'annexVI+supplier': 'Annex VI and yours',
  none: 'Unknown',
};

/** The classes, limits, M-factors, ATEs and source of one classification. */
function ClassificationSummary({ classification }: { classification: Classification }) {
  const { mFactors, ate } = classification;
  const extras = [
    mFactors.acute !== undefined ? `M acute ${mFactors.acute}` : null,
    mFactors.chronic !== undefined ? `M chronic ${mFactors.chronic}` : null,
    ate.oral !== undefined ? `ATE oral ${ate.oral} mg/kg` : null,
    ate.dermal !== undefined ? `ATE dermal ${ate.dermal} mg/kg` : null,
    ate.inhalation !== undefined ? `ATE inhalation ${ate.inhalation}` : null,
    ...classification.specificConcentrationLimits,
  ].filter(Boolean);
  return (
    <Stack gap={2}>
      <Text size="sm">
        {classification.classification.length > 0 ? classification.classification.join(' · ') : 'Not classified'}
      </Text>
      {extras.length > 0 && <Text size="xs">{extras.join(' · ')}</Text>}
      <Text size="xs" c="dimmed">
        {describeClassificationSource(classification.source)}
      </Text>
    </Stack>
  );
}

/**
 * The material page's CLP classification (issue 31): the harmonised Annex VI entry where there is one (it wins and
 * cannot be weakened), the workspace's classification of the material and of each of its lots with its source, and
 * what the classifier uses. The regulatory role (and owner, admin) edits; every role reads.
 */
export function MaterialClassificationPanel({
  materialId,
  canEdit,
  canUseAi = false,
}: {
  materialId: string;
  canEdit: boolean;
  /** A provider is connected and the plan has AI: the SDS reader offers the model's proposals too. */
  canUseAi?: boolean;
}) {
  const query = useMaterialClassifications(materialId);
  const { save, remove } = useSaveClassification(materialId);
  const [editing, setEditing] = useState<{
    target: ClassificationTarget;
    title: string;
    initial: Classification | null;
  } | null>(null);
  const [readingSds, setReadingSds] = useState(false);
  const data = query.data;
  if (query.isError) {
    return (
      <Alert color="red" title="CLP classification">
        {query.error.message}
      </Alert>
    );
  }
  if (!data) return null;
  const close = () => {
    save.reset();
    setEditing(null);
    setReadingSds(false);
  };

  return (
    <Card withBorder radius="md" aria-label="CLP classification">
      <Stack gap="sm">
        <Title order={3}>CLP classification</Title>
        {data.annexVi ? (
          <Alert color="blue" title={`Harmonised classification (Annex VI, index ${data.annexVi.indexNo})`}>
            {data.annexVi.classification.join(' · ')}. It applies whatever a supplier says and cannot be weakened (CLP
            Article 4(3)); a stricter category of yours is kept.
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            No harmonised Annex VI entry: the classification comes from the supplier’s SDS or your own assessment.
          </Text>
        )}

        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Text fw={600} size="sm">
              This material
            </Text>
            {data.material ? (
              <ClassificationSummary classification={data.material} />
            ) : (
              <Text size="sm" c="dimmed">
                No classification entered.
              </Text>
            )}
          </Stack>
          {canEdit && (
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                onClick={() =>
                  setEditing({
                    target: { kind: 'material', materialId },
                    title: 'Classification of the material',
                    initial: data.material,
                  })
                }
              >
                {data.material ? 'Edit' : 'Enter classification'}
              </Button>
              <Button size="xs" variant="light" onClick={() => setReadingSds(true)}>
                Read a supplier SDS
              </Button>
              {data.material && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={remove.isPending}
                  onClick={() => remove.mutate({ kind: 'material', materialId })}
                >
                  Remove
                </Button>
              )}
            </Group>
          )}
        </Group>

        {data.lots.length > 0 && (
          <Table aria-label="Lot classifications">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Lot</Table.Th>
                <Table.Th>Classification</Table.Th>
                {canEdit && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.lots.map((lot) => (
                <Table.Tr key={lot.lotId}>
                  <Table.Td>{lot.lotNumber ?? 'No lot number'}</Table.Td>
                  <Table.Td>
                    {lot.classification ? (
                      <ClassificationSummary classification={lot.classification} />
                    ) : (
                      <Text size="sm" c="dimmed">
                        The material’s
                      </Text>
                    )}
                  </Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Group gap="xs" justify="flex-end">
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`Classify lot ${lot.lotNumber ?? ''}`.trim()}
                          onClick={() =>
                            setEditing({
                              target: { kind: 'lot', lotId: lot.lotId },
                              title: `Classification of lot ${lot.lotNumber ?? 'without number'}`,
                              initial: lot.classification ?? data.material,
                            })
                          }
                        >
                          {lot.classification ? 'Edit' : 'Classify this lot'}
                        </Button>
                        {lot.classification && (
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => remove.mutate({ kind: 'lot', lotId: lot.lotId })}
                          >
                            Remove
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}

        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              Used by the classifier
            </Text>
            <Badge variant="light" size="sm">
              {EFFECTIVE_SOURCE_LABELS[data.effective.source] ?? data.effective.source}
            </Badge>
          </Group>
          <Text size="sm">
            {data.effective.source === 'none'
              ? 'Unknown: a formula using it is classified with this ingredient of unknown classification.'
              : data.effective.classification.join(' · ') || 'Not classified'}
          </Text>
          {data.effective.trace.length > 0 && (
            <List size="xs" c="dimmed">
              {data.effective.trace.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          )}
          {data.lots.length > 0 && (
            <Text size="xs" c="dimmed">
              A formula line naming a lot uses that lot’s classification where it has one.
            </Text>
          )}
        </Stack>
        {remove.error && <Alert color="red">{remove.error.message}</Alert>}
      </Stack>

      <Modal opened={editing !== null} onClose={close} title={editing?.title} size="lg">
        {editing && (
          <ClassificationForm
            initial={editing.initial}
            error={save.error?.message ?? null}
            isSaving={save.isPending}
            onCancel={close}
            onSave={(body) => save.mutate({ target: editing.target, body }, { onSuccess: () => setEditing(null) })}
          />
        )}
      </Modal>

      <Modal opened={readingSds} onClose={close} title="Read a supplier SDS" size="lg">
        {readingSds && (
          <SupplierSdsReader
            materialId={materialId}
            canUseAi={canUseAi}
            error={save.error?.message ?? null}
            isSaving={save.isPending}
            onSave={(body) =>
              save.mutate({ target: { kind: 'material', materialId }, body }, { onSuccess: () => setReadingSds(false) })
            }
          />
        )}
      </Modal>
    </Card>
  );
}
