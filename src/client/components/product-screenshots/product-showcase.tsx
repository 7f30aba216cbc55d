import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ProductScreenshot } from './product-screenshot.tsx';
import { findScreenshotScreen, type ScreenshotScreen } from './screenshot-catalogue.ts';

const SHOWCASE: readonly { id: ScreenshotScreen['id']; eyebrow: string; text: string }[] = [
  {
    id: 'formula-editor',
    eyebrow: 'Compose',
    text: 'Type a material’s name, CAS number or synonym, weigh it in grams or percent. Each edit re-checks the formula against the IFRA Standards for its category and dosage, and against the EU annexes, line by line.',
  },
  {
    id: 'analysis',
    eyebrow: 'Read and certify',
    text: 'Read whether the formula complies in every IFRA category at its dosage, and the highest dosage each allows; then issue the IFRA certificate and the allergen declaration as PDFs signed with your company’s details.',
  },
  {
    id: 'materials',
    eyebrow: 'Look up',
    text: 'The library gathers the IFRA Transparency List, odour descriptions and the regulatory tables by CAS number, with every source and its licence named.',
  },
];

/** The key screens, one row each: what it is for, and a real picture of it (loaded lazily, below the fold). */
export function ProductShowcase() {
  return (
    <Stack gap={88}>
      {SHOWCASE.map((entry, index) => (
        <SimpleGrid
          key={entry.id}
          cols={{ base: 1, md: 5 }}
          spacing={{ base: 24, md: 48 }}
          className="product-showcase-row"
          data-reversed={index % 2 === 1 || undefined}
        >
          <Stack gap={10} justify="center" className="product-showcase-text">
            <Text className="sl-eyebrow">{entry.eyebrow}</Text>
            <Title order={3}>{findScreenshotScreen(entry.id).title}</Title>
            <Text c="dimmed" lh={1.7}>
              {entry.text}
            </Text>
          </Stack>
          <div className="product-showcase-picture">
            <ProductScreenshot id={entry.id} />
          </div>
        </SimpleGrid>
      ))}
    </Stack>
  );
}
