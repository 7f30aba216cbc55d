import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '../../../config/paths.ts';
import { MaterialImageQa } from '../../../features/ai/components/material-image-qa.tsx';
import { MaterialPicker } from '../../../components/material-picker.tsx';
import type { MaterialSearchResult } from '../../../lib/materials/use-material-search.ts';
import { StructureDrawing, type StructureStyle } from '../../../features/materials/components/structure-drawing.tsx';
import { findOdourFamilyColour } from '../../../../domain/materials/odour-family-palette.ts';

/** Well-known perfumery molecules and their published SMILES (PubChem), to check the drawing component. */
const SAMPLES = [
  { name: 'Linalool', family: 'Floral', smiles: 'CC(=CCCC(C)(C=C)O)C' },
  { name: 'Vanillin', family: 'Balsamic', smiles: 'COC1=C(C=CC(=C1)C=O)O' },
  { name: 'Coumarin', family: 'Powdery', smiles: 'C1=CC=C2C(=C1)C=CC(=O)O2' },
  { name: 'Citral', family: 'Citrus', smiles: 'CC(=CCCC(=CC=O)C)C' },
  { name: 'Methyl dihydrojasmonate', family: 'Floral', smiles: 'CCCCCC1C(CCC1=O)CC(=O)OC' },
  { name: 'Eugenol', family: 'Spicy', smiles: 'COC1=C(C=CC(=C1)CC=C)O' },
  { name: 'Geraniol', family: 'Floral', smiles: 'CC(=CCCC(=CCO)C)C' },
  { name: 'Galaxolide', family: 'Musk', smiles: 'CC1COCC2=CC3=C(C=C12)C(C(C3(C)C)C)(C)C' },
];

const VARIANTS: Record<
  string,
  {
    title: string;
    description: string;
    cards: { label: string; drawingStyle: StructureStyle; tint: 'none' | 'soft' | 'hybrid' }[];
  }
> = {
  [ROUTES.testMaterialImage.path]: {
    title: 'Material Images',
    description: 'The structure-drawing component on well-known molecules, drawn from their SMILES.',
    cards: [{ label: 'Default', drawingStyle: 'coloured', tint: 'none' }],
  },
  [ROUTES.testMaterialImageStyles.path]: {
    title: 'Material Image Styles',
    description: 'Style variants: plain lines, coloured atoms, and an odour-family tint.',
    cards: [
      { label: 'Plain lines', drawingStyle: 'plain', tint: 'none' },
      { label: 'Coloured atoms', drawingStyle: 'coloured', tint: 'none' },
      { label: 'Odour-family tint', drawingStyle: 'plain', tint: 'soft' },
    ],
  },
  [ROUTES.testMaterialImageHybrids.path]: {
    title: 'Material Image Hybrids',
    description: 'The structure over its odour-family colour.',
    cards: [
      { label: 'Plain over family colour', drawingStyle: 'plain', tint: 'hybrid' },
      { label: 'Coloured over family colour', drawingStyle: 'coloured', tint: 'hybrid' },
    ],
  },
};

function background(family: string, tint: 'none' | 'soft' | 'hybrid'): string | undefined {
  const colour = findOdourFamilyColour(family);
  if (tint === 'soft') return `color-mix(in srgb, ${colour} 16%, transparent)`;
  if (tint === 'hybrid')
    return `linear-gradient(135deg, color-mix(in srgb, ${colour} 12%, transparent) 0%, color-mix(in srgb, ${colour} 30%, transparent) 100%)`;
  return undefined;
}

/** /test-material-image: an admin draws a chosen material's illustration and sees the prompt, the image and its cost. */
function GeneratedImageQa() {
  const [material, setMaterial] = useState<MaterialSearchResult | null>(null);
  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>Material Images</Title>
        <Text c="dimmed">
          AI illustrations: choose a material, read the prompt the image model receives, generate, and check the image
          and its cost. Calls run on your own provider and budget (Settings → AI).
        </Text>
      </div>
      <div style={{ maxWidth: 420 }}>
        <MaterialPicker label="Material" value={material} onChange={setMaterial} />
      </div>
      {material ? (
        <MaterialImageQa materialId={material.id} />
      ) : (
        <Text size="sm" c="dimmed">
          Choose a material to see its prompt. The structure drawings are checked on{' '}
          <Anchor component={Link} to={ROUTES.testMaterialImageStyles.path}>
            Material Image Styles
          </Anchor>{' '}
          and{' '}
          <Anchor component={Link} to={ROUTES.testMaterialImageHybrids.path}>
            Material Image Hybrids
          </Anchor>
          .
        </Text>
      )}
    </Stack>
  );
}

/** QA pages: /test-material-image for AI illustrations; its styles and hybrids for the structure drawing. */
export function MaterialImageQaScreen() {
  const { pathname } = useLocation();
  if (pathname.replace(/\/$/, '') === ROUTES.testMaterialImage.path) return <GeneratedImageQa />;
  const variant = VARIANTS[pathname.replace(/\/$/, '')] ?? VARIANTS[ROUTES.testMaterialImage.path]!;
  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>{variant.title}</Title>
        <Text c="dimmed">{variant.description}</Text>
      </div>
      {variant.cards.map((card) => (
        <Stack key={card.label} gap="xs">
          <Title order={2} size="h4">
            {card.label}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {SAMPLES.map((sample) => (
              <Card
                key={sample.name}
                withBorder
                radius="md"
                padding="sm"
                style={{ background: background(sample.family, card.tint) }}
              >
                <StructureDrawing
                  smiles={sample.smiles}
                  width={240}
                  height={180}
                  label={`Structure of ${sample.name}`}
                  drawingStyle={card.drawingStyle}
                />
                <Text fw={500} size="sm">
                  {sample.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {sample.family}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
