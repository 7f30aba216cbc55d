import { Alert, Anchor, Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPhoto, IconPhotoOff, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api.ts';
import {
  useDeleteMaterialImage,
  useGenerateMaterialImage,
  useMaterialImages,
  type MaterialImage,
} from '../api/ai-api.ts';
import { AiErrorNotice } from './ai-notice.tsx';
import { formatDate } from '../../../../domain/shared/format-dates.ts';

function formatCost(image: Pick<MaterialImage, 'cost' | 'priced'>): string {
  return image.priced ? `$${image.cost.toFixed(4)}` : '$0 (no price for this model in the price table)';
}

/** One illustration, labelled AI-generated with its provider and model; its owner may delete it. */
export function MaterialImageCard({
  image,
  materialId,
  showPrompt = false,
}: {
  image: MaterialImage;
  materialId: string;
  showPrompt?: boolean;
}) {
  const remove = useDeleteMaterialImage(materialId);
  return (
    <Card withBorder radius="sm" padding="xs" data-testid="material-image">
      <Card.Section>
        <Image src={image.url} alt={`AI-generated illustration (${image.model})`} h={220} fit="cover" />
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Badge size="xs" variant="light" color="violet">
            {image.label}
          </Badge>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            loading={remove.isPending}
            onClick={() => remove.mutate(image.id)}
            aria-label="Delete this illustration"
          >
            Delete
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {image.providerLabel}
          <br />
          {image.model} · {formatDate(image.createdAt)}
        </Text>
        {showPrompt && (
          <>
            <Text size="xs" c="dimmed">
              Cost: {formatCost(image)}
            </Text>
            <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
              {image.prompt}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** How to turn image generation on: the message of the server, with the way to Settings → AI. */
export function ImageSetupNotice({ message }: { message: string }) {
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconPhotoOff size={18} />}
      title="Illustrations are not set up"
      data-testid="image-setup-notice"
    >
      <Text size="sm">
        {message}{' '}
        <Anchor component={Link} to={ROUTES.settings.path}>
          Open Settings
        </Anchor>
      </Text>
    </Alert>
  );
}

/**
 * A material's illustrations drawn by the user's image model: AI-generated, theirs alone, never a fact about the
 * material. Hidden on a plan without AI (the enrichment panel above says so once).
 */
export function MaterialImagePanel({ materialId }: { materialId: string }) {
  const images = useMaterialImages(materialId);
  const generate = useGenerateMaterialImage(materialId);
  if (images.error instanceof ApiError && images.error.status === 403) return null;
  const data = images.data;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Illustrations">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <div>
          <Title order={2} size="h4">
            Illustrations
          </Title>
          <Text size="xs" c="dimmed">
            Drawn by your image model to evoke the material; they say nothing about its composition.
          </Text>
        </div>
        {data?.status.ready && (
          <Button
            leftSection={<IconPhoto size={16} />}
            variant="light"
            loading={generate.isPending}
            onClick={() => generate.mutate()}
          >
            Illustrate with AI
          </Button>
        )}
      </Group>
      <Stack gap="sm">
        {images.isError && <AiErrorNotice error={images.error} />}
        {data && !data.status.ready && data.status.message && <ImageSetupNotice message={data.status.message} />}
        {generate.isError && <AiErrorNotice error={generate.error} />}
        {data && data.items.length === 0 && data.status.ready && !generate.isPending && (
          <Text size="sm" c="dimmed">
            No illustration yet. “Illustrate with AI” asks {data.status.model} for one; each costs what your provider
            charges.
          </Text>
        )}
        {data && data.items.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {data.items.map((image) => (
              <MaterialImageCard key={image.id} image={image} materialId={materialId} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
