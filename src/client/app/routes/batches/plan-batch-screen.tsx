import { Center, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { hrefs } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api.ts';
import {
  useAddShortfallToShoppingList,
  usePlanBatch,
  useStartBatch,
} from '../../../features/batches/api/batch-plan-api.ts';
import { findDeviceId } from '../../../features/batches/api/batches-api.ts';
import { BatchPlanner } from '../../../features/batches/components/batch-planner.tsx';

/** /batches/new?formulaId=…&grams=…: a batch's lots chosen before it is weighed in making mode (issue 32). */
export function PlanBatchScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const formulaId = params.get('formulaId') ?? '';
  const targetGrams = Number(params.get('grams'));
  const [lotIdByLine, setLotIdByLine] = useState<Record<string, string | null>>({});
  const request = useMemo(
    () =>
      formulaId && targetGrams > 0
        ? { formulaId, targetGrams, ...(Object.keys(lotIdByLine).length > 0 ? { lotIdByLine } : {}) }
        : null,
    [formulaId, targetGrams, lotIdByLine],
  );
  const plan = usePlanBatch(request);
  const start = useStartBatch();
  const addToShoppingList = useAddShortfallToShoppingList();
  const today = new Date().toISOString().slice(0, 10);

  if (!request)
    return (
      <Center mih="60vh">
        <Text>Open a batch from a saved formula: Batch, then Weigh at the bench.</Text>
      </Center>
    );
  if (plan.data)
    return (
      <BatchPlanner
        plan={plan.data}
        targetGrams={targetGrams}
        today={today}
        onChooseLot={(key, lotId) => setLotIdByLine((known) => ({ ...known, [key]: lotId }))}
        onAddToShoppingList={(need) =>
          addToShoppingList.mutateAsync(need).catch((error: unknown) => {
            notifications.show({
              color: 'red',
              title: 'Not added',
              message: error instanceof ApiError ? error.message : 'The shopping list could not be changed',
            });
            throw error;
          })
        }
        isStarting={start.isPending}
        error={start.error ? start.error.message : null}
        onStart={(choices) =>
          start.mutate(
            { ...request, ...choices, deviceId: findDeviceId() },
            { onSuccess: (batch) => void navigate(hrefs.makingMode(batch.id)) },
          )
        }
      />
    );
  if (plan.isPending)
    return (
      <Center mih="60vh" role="status" aria-label="Planning the batch">
        <Loader />
      </Center>
    );
  return (
    <Center mih="60vh">
      <Text>{plan.error instanceof ApiError ? plan.error.message : 'This batch cannot be planned.'}</Text>
    </Center>
  );
}
