import { Button, Center, Loader, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { findDeviceId, useBatch, useBatchAction } from '../../../features/batches/api/batches-api.ts';
import { downloadBatchLabels } from '../../../features/batches/api/fetch-batch-labels.ts';
import { BatchLabelsForm } from '../../../features/batches/components/batch-labels-form.tsx';
import { MakingMode } from '../../../features/batches/components/making-mode.tsx';

/** /batches/:id/make: a batch weighed line by line, full screen (issue 32). */
export function MakingModeScreen() {
  const id = useParams().id ?? '';
  const deviceId = useMemo(findDeviceId, []);
  const batch = useBatch(id);
  const action = useBatchAction(id, deviceId);
  if (batch.data)
    return (
      <MakingMode
        batch={{
          ...batch.data,
          // Held by another device: shown as not held here, with "Weigh on this device".
          status:
            batch.data.status === 'in-progress' && batch.data.claimedByDevice !== deviceId
              ? 'paused'
              : batch.data.status,
        }}
        isBusy={action.isPending}
        onAction={action.mutateAsync}
        completedExtras={
          <>
            <Button component="a" href={`/api/batches/${encodeURIComponent(id)}/report.pdf`} variant="light" size="lg">
              Batch report (PDF)
            </Button>
            <BatchLabelsForm onPrint={(request) => downloadBatchLabels(id, batch.data?.code ?? 'batch', request)} />
          </>
        }
      />
    );
  if (batch.isPending)
    return (
      <Center mih="60vh" role="status" aria-label="Loading the batch">
        <Loader />
      </Center>
    );
  return (
    <Center mih="60vh">
      <Text>This batch does not exist.</Text>
    </Center>
  );
}
