import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useUpdateLot } from '../api/inventory-api.ts';
import type { Lot } from '../api/inventory-api.ts';
import {
  CertificateOfAnalysisFields,
  emptyCoaRow,
  parseCoaDraft,
  useCoaSchema,
  toCoaDraft,
  type CoaDraftRow,
} from './certificate-of-analysis-fields.tsx';

/** The certificate of analysis of a lot already in stock: added, corrected or removed. */
export function EditLotAnalysisModal({
  lot,
  materialName,
  onClose,
}: {
  lot: Lot;
  materialName: string;
  onClose: () => void;
}) {
  const update = useUpdateLot();
  const [draft, setDraft] = useState<CoaDraftRow[]>(() =>
    lot.certificateOfAnalysis?.length ? toCoaDraft(lot.certificateOfAnalysis) : [emptyCoaRow()],
  );
  const coa = parseCoaDraft(draft, useCoaSchema(draft));
  const save = () => update.mutate({ id: lot.id, change: { certificateOfAnalysis: coa.rows } }, { onSuccess: onClose });
  return (
    <Modal opened onClose={onClose} title={`${materialName}${lot.lotNumber ? `, lot ${lot.lotNumber}` : ''}`} size="lg">
      <Stack gap="md">
        <CertificateOfAnalysisFields value={draft} onChange={setDraft} error={coa.error} />
        {coa.rows === null && !coa.error && !coa.checking && lot.certificateOfAnalysis && (
          <Text size="xs" c="dimmed">
            Saving with no constituent removes the lot’s certificate of analysis.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} disabled={coa.error !== null || coa.checking} loading={update.isPending}>
            Save certificate
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
