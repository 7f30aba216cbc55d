import { Anchor, Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { REFERENCE_DATASETS, type LicenceClass } from '../../../../domain/reference-data/reference-datasets.ts';
import {
  GLOSSARY,
  REGULATORY_REFERENCES,
  TRADE_REFERENCES,
  type ResourceLink,
} from '../../../features/marketing/resources-content.ts';

const LICENCE_LABELS: Record<LicenceClass, { label: string; color: string }> = {
  open: { label: 'Open', color: 'teal' },
  attribution: { label: 'Attribution', color: 'blue' },
  'non-commercial': { label: 'Non-commercial', color: 'yellow' },
  'internal-use': { label: 'Internal use only', color: 'orange' },
};

/** The perfume catalogue behind Intelligence (imported apart from the library datasets). */
const PERFUME_CATALOGUE = {
  id: 'parfumo-tidytuesday',
  title: 'Parfumo fragrance dataset (TidyTuesday 2024-12-10)',
  licence: 'Attribution, non-commercial (Parfumo site terms; TidyTuesday repository MIT)',
  licenceClass: 'non-commercial' as LicenceClass,
  attribution:
    'Parfumo data via Olga G. (Kaggle) and TidyTuesday 2024-12-10; brand countries from Fragrantica via Olga G. (CC BY-NC-SA 4.0)',
};

function ReferenceList({ title, links }: { title: string; links: readonly ResourceLink[] }) {
  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
        {links.map((link) => (
          <Stack key={link.href} gap={4} pt="sm" style={{ borderTop: '1px solid var(--sl-border)' }}>
            <Anchor href={link.href} target="_blank" rel="noopener noreferrer" fw={500}>
              <Group gap={6} wrap="nowrap" component="span">
                {link.title}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
            <Text size="xs" c="dimmed">
              {link.publisher}
            </Text>
            <Text size="sm" lh={1.6}>
              {link.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function DataSources() {
  const sources = [...REFERENCE_DATASETS, PERFUME_CATALOGUE];
  return (
    <Stack gap="md">
      <Title order={2} id="data-sources">
        Data sources and their licences
      </Title>
      <Text c="dimmed" lh={1.65} maw={720}>
        Everything Sillage knows about materials, regulations and perfumes comes from these published files, imported by
        an administrator with their version. The licence says how freely the content may be reused: non-commercial and
        internal-use datasets can be left out of an import.
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" aria-label="Data sources">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Dataset</Table.Th>
              <Table.Th>Licence</Table.Th>
              <Table.Th>Credit</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sources.map((source) => {
              const licence = LICENCE_LABELS[source.licenceClass];
              return (
                <Table.Tr key={source.id}>
                  <Table.Td fw={500}>{source.title}</Table.Td>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <Badge variant="light" color={licence.color} size="sm">
                        {licence.label}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {source.licence}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{source.attribution}</Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** /resources: regulatory and trade references, the data sources with their licences, and a glossary. */
export function ResourcesScreen() {
  return (
    <Stack gap={56} py="lg" maw={1080}>
      <Stack gap="sm" maw={680}>
        <Text className="sl-eyebrow">Resources</Text>
        <Title order={1}>References, sources and terms</Title>
        <Text size="lg" c="dimmed" lh={1.65}>
          The texts behind Sillage’s compliance checks, the datasets its library is built from, and the words a perfumer
          and a regulatory reader meet in both.
        </Text>
      </Stack>
      <ReferenceList title="IFRA and EU references" links={REGULATORY_REFERENCES} />
      <ReferenceList title="Trade references" links={TRADE_REFERENCES} />
      <DataSources />
      <Stack gap="md">
        <Title order={2} id="glossary">
          Glossary
        </Title>
        <dl className="resources-glossary" aria-label="Glossary">
          {GLOSSARY.map((entry) => (
            <div key={entry.term}>
              <Text component="dt" fw={600}>
                {entry.term}
              </Text>
              <Text component="dd" c="dimmed" size="sm" lh={1.65} m={0}>
                {entry.definition}
              </Text>
            </div>
          ))}
        </dl>
      </Stack>
      <Text size="xs" c="dimmed" maw={720}>
        Sillage helps you check a formula; it does not replace the published texts. The consolidated regulation on
        EUR-Lex and the IFRA Standards themselves are the references that count.
      </Text>
    </Stack>
  );
}
