import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconGitMerge } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { hrefs, ROUTES } from '../../../config/paths.ts';
import { useDuplicates, useMergeMaterial } from '../../../features/materials/api/consolidate-materials.ts';

const CLASS_LABELS = {
  'same-cas': 'Same CAS number',
  likely: 'Likely the same',
  possible: 'Possibly the same',
} as const;

/** Likely duplicates between the user's own materials and the library, merged one by one after review. */
export function MaterialsConsolidationScreen() {
  const duplicates = useDuplicates();
  const merge = useMergeMaterial();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [lastMerge, setLastMerge] = useState<string | null>(null);

  return (
    <Stack gap="lg" py="md" maw={960}>
      <div>
        <Title order={1}>Material Consolidation</Title>
        <Text c="dimmed">
          Your own materials that the reference library already has. Merging points every formula and accord that used
          yours to the library’s material, keeps your notes on it, and removes your copy.
        </Text>
        {duplicates.data?.enabled === false && (
          <Alert
            color="gray"
            variant="light"
            mt="sm"
            title="Consolidation is turned off"
            data-testid="consolidation-off"
          >
            Turn it on in{' '}
            <Anchor component={Link} to={ROUTES.settings.path}>
              Settings → Material processing
            </Anchor>{' '}
            to compare your materials with the library.
          </Alert>
        )}
        {duplicates.data?.enabled !== false && duplicates.data && (
          <Text size="sm" c="dimmed" mt={4}>
            Compared your first {duplicates.data.thresholds.consolidationBatchSize} materials; names count as likely the
            same from {Math.round(duplicates.data.thresholds.classificationThreshold * 100)} % alike and as possible
            from {Math.round(duplicates.data.thresholds.consolidationThreshold * 100)} % (
            <Anchor component={Link} to={ROUTES.settings.path}>
              Settings
            </Anchor>
            ).
          </Text>
        )}
      </div>
      {lastMerge && (
        <Alert color="teal" variant="light" withCloseButton onClose={() => setLastMerge(null)}>
          {lastMerge}
        </Alert>
      )}
      {merge.isError && (
        <Alert color="red" variant="light" role="alert">
          {merge.error.message}
        </Alert>
      )}
      {duplicates.isError && (
        <Alert color="red" variant="light" role="alert" title="Error loading duplicates">
          {duplicates.error.message}
        </Alert>
      )}
      {duplicates.isPending && (
        <Text c="dimmed" role="status">
          Comparing your materials with the library…
        </Text>
      )}
      {duplicates.data?.enabled && duplicates.data.candidates.length === 0 && (
        <EmptyState
          icon={IconGitMerge}
          title="No duplicates found"
          description={`None of your ${duplicates.data.scanned} natural or single-substance materials matches a library material by CAS number or name. Materials you create in the Materials Library are compared here.`}
        />
      )}
      {duplicates.data?.candidates.map(({ material, matches }) => (
        <Card key={material.id} withBorder radius="md" padding="lg">
          <Group justify="space-between" mb="xs">
            <div>
              <Anchor component={Link} to={hrefs.material(material.id)} fw={500}>
                {material.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                Yours · {material.kind}
                {material.cas ? ` · ${material.cas}` : ''}
              </Text>
            </div>
          </Group>
          <Stack gap="xs">
            {matches.map((match) => {
              const key = `${material.id}:${match.id}`;
              return (
                <Group key={match.id} justify="space-between" wrap="nowrap">
                  <div>
                    <Anchor component={Link} to={hrefs.material(match.id)}>
                      {match.name}
                    </Anchor>
                    <Group gap={6}>
                      <Badge
                        size="sm"
                        variant="dot"
                        color={match.classification === 'possible' ? 'gray' : 'teal'}
                        tt="none"
                      >
                        {CLASS_LABELS[match.classification]}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {match.cas ?? 'no CAS'} · names {Math.round(match.similarity * 100)} % alike
                      </Text>
                    </Group>
                  </div>
                  {confirming === key ? (
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                        Cancel
                      </Button>
                      <Button
                        size="xs"
                        loading={merge.isPending}
                        onClick={() =>
                          merge.mutate(
                            { ownMaterialId: material.id, referenceMaterialId: match.id },
                            {
                              onSuccess: (result) => {
                                setConfirming(null);
                                setLastMerge(
                                  `${material.name} merged into ${result.mergedInto.name}: ${result.formulasUpdated} formula(s) and ${result.compositionsUpdated} accord(s) updated.`,
                                );
                              },
                            },
                          )
                        }
                      >
                        Confirm merge
                      </Button>
                    </Group>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconGitMerge size={14} />}
                      onClick={() => setConfirming(key)}
                    >
                      Merge into this
                    </Button>
                  )}
                </Group>
              );
            })}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
