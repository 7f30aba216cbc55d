import { Alert, Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../config/paths.ts';
import { useSetupState, useStartSetup } from '../../../features/reference-data/api/setup-reference-data.ts';
import { DatasetSetup } from '../../../features/reference-data/components/dataset-setup.tsx';

/** First-run setup (admin): fetch the public datasets with their licences, verified and imported. */
export function ReferenceDataSetupScreen() {
  const state = useSetupState();
  const start = useStartSetup();
  const queryClient = useQueryClient();
  const status = state.data?.job?.status;
  const isRunning = status === 'fetching' || status === 'importing';
  const wasRunning = useRef(false);
  useEffect(() => {
    // The library changed: lists, the search index and material pages reload.
    if (wasRunning.current && !isRunning) void queryClient.invalidateQueries({ queryKey: ['materials'] });
    wasRunning.current = isRunning;
  }, [isRunning, queryClient]);

  return (
    <Stack gap="lg" py="md" maw={1100}>
      <div>
        <Title order={1}>Set up the reference data</Title>
        <Text c="dimmed">
          {state.data?.isLibraryEmpty === false
            ? 'The library already holds reference data: fetching again replaces a dataset only when its files arrive whole and verified.'
            : 'The library is empty. Fetch the datasets below to fill it.'}
        </Text>
      </div>
      {state.isError && (
        <Alert color="red" variant="light" role="alert" title="Error loading the datasets">
          {state.error.message}
        </Alert>
      )}
      {state.isPending && (
        <Text c="dimmed" role="status">
          Loading datasets…
        </Text>
      )}
      {state.data && (
        <Card withBorder radius="md" padding="lg">
          <DatasetSetup
            state={state.data}
            isStarting={start.isPending}
            error={start.isError ? start.error.message : null}
            onStart={(input) => start.mutate(input)}
            uploadLink={
              <Anchor component={Link} to={ROUTES.populator.path}>
                Reference Data Import
              </Anchor>
            }
            libraryLink={
              <Anchor component={Link} to={ROUTES.materials.path}>
                Open the materials library
              </Anchor>
            }
          />
        </Card>
      )}
    </Stack>
  );
}
