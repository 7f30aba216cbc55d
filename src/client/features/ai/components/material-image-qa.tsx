import { Button, Card, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useGenerateMaterialImage, useMaterialImages } from '../api/ai-api.ts';
import { AiErrorNotice } from './ai-notice.tsx';
import { ImageSetupNotice, MaterialImageCard } from './material-image-panel.tsx';

/**
 * The admin's QA view of a material's illustration: the exact prompt sent, the provider and model, then each image
 * drawn with what it cost. Generating here is a real call on the admin's own provider and budget.
 */
export function MaterialImageQa({ materialId }: { materialId: string }) {
  const images = useMaterialImages(materialId);
  const generate = useGenerateMaterialImage(materialId);
  const data = images.data;
  return (
    <Stack gap="md" data-testid="image-qa">
      {images.isError && <AiErrorNotice error={images.error} />}
      {data && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Title order={2} size="h4">
                  Prompt
                </Title>
                <Text size="xs" c="dimmed">
                  {data.promptVersion} · {data.status.provider}
                  {data.status.model ? ` · ${data.status.model}` : ''}
                </Text>
              </div>
              <Button
                leftSection={<IconPhoto size={16} />}
                variant="light"
                disabled={!data.status.ready}
                loading={generate.isPending}
                onClick={() => generate.mutate()}
              >
                Generate
              </Button>
            </Group>
            <Code block style={{ whiteSpace: 'pre-wrap' }} data-testid="image-qa-prompt">
              {data.prompt}
            </Code>
            {!data.status.ready && data.status.message && <ImageSetupNotice message={data.status.message} />}
            {generate.isError && <AiErrorNotice error={generate.error} />}
            {generate.data && (
              <Text size="sm" data-testid="image-qa-cost">
                Last image: {generate.data.priced ? `$${generate.data.cost.toFixed(4)}` : '$0'}
                {generate.data.priced ? '' : ' (this model has no price in the price table, so the call counts $0)'}.
              </Text>
            )}
          </Stack>
        </Card>
      )}
      {data && data.items.length === 0 && (
        <Text size="sm" c="dimmed">
          No illustration of this material yet.
        </Text>
      )}
      {data && data.items.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {data.items.map((image) => (
            <MaterialImageCard key={image.id} image={image} materialId={materialId} showPrompt />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
