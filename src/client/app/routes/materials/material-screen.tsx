import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { hrefs, ROUTES } from '../../../config/paths.ts';
import { useAiStatus } from '../../../features/ai/api/ai-api.ts';
import { MaterialEnrichmentPanel } from '../../../features/ai/components/material-enrichment-panel.tsx';
import { MaterialImagePanel } from '../../../features/ai/components/material-image-panel.tsx';
import { MaterialClassificationPanel } from '../../../features/clp/components/material-classification-panel.tsx';
import { hasWorkspacePermission } from '../../../../domain/workspaces/workspace-permissions.ts';
import { useWorkspaces } from '../../../features/workspaces/api/workspaces.ts';
import { useDeleteMaterial } from '../../../features/materials/api/delete-material.ts';
import { useMaterial } from '../../../features/materials/api/get-material.ts';
import { IfraLimitsTable } from '../../../features/materials/components/ifra-limits-table.tsx';
import { MaterialSources } from '../../../features/materials/components/material-sources.tsx';
import { MaterialIdentifiers } from '../../../features/materials/components/material-identifiers.tsx';
import { MergedFrom } from '../../../features/materials/components/merged-from.tsx';
import { TypicalComposition } from '../../../features/materials/components/typical-composition.tsx';
import { NaturalTypeField } from '../../../features/materials/components/natural-type-field.tsx';
import { NotePositionCard } from '../../../features/materials/components/note-position-card.tsx';
import { MaterialFormulas } from '../../../features/materials/components/material-formulas.tsx';
import { StructureDrawing } from '../../../features/materials/components/structure-drawing.tsx';
import { AddToShoppingListButton } from '../../../features/pricing/components/add-to-shopping-list-button.tsx';
import { MaterialSuppliers } from '../../../features/pricing/components/material-suppliers.tsx';

function Section({ title, children, sources }: { title: string; children: ReactNode; sources?: string[] }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {sources && sources.length > 0 && (
          <Text size="xs" c="dimmed">
            Source: {sources.join(', ')}
          </Text>
        )}
      </Group>
      {children}
    </Card>
  );
}

/** One material: identifiers, odour, note position, IFRA limits per category, EU status, sources and licences. */
export function MaterialScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useMaterial(id);
  const remove = useDeleteMaterial();
  const workspaces = useWorkspaces();
  const activeWorkspace = workspaces.data?.items.find((item) => item.id === workspaces.data?.activeWorkspaceId);
  const canEditClassification = activeWorkspace
    ? hasWorkspacePermission(activeWorkspace.role, 'regulatory.edit')
    : false;
  const canEditMaterials = activeWorkspace ? hasWorkspacePermission(activeWorkspace.role, 'materials.edit') : false;
  const aiStatus = useAiStatus();
  if (query.isPending)
    return (
      <Text c="dimmed" py="xl" role="status">
        Loading material…
      </Text>
    );
  if (query.isError) {
    return (
      <Alert color="red" variant="light" my="xl" title="Error loading material">
        {query.error.message}{' '}
        <Anchor component={Link} to={ROUTES.materials.path}>
          Back to the library
        </Anchor>
      </Alert>
    );
  }
  const {
    material,
    ifra,
    eu,
    sources,
    composition,
    notePosition,
    annotation,
    tradeNames,
    abbreviations,
    aiClassification,
  } = query.data;
  const titleOf = (dataset: string) => sources.find((source) => source.dataset === dataset)?.title ?? dataset;
  const owner = tradeNames.find((tradeName) => tradeName.name === material.name)?.owner;
  const fieldSources = material.fieldSources;
  const profiles = material.odourProfiles;
  const standards = ifra.standards;
  return (
    <Stack gap="lg" py="md" maw={1200}>
      <div>
        <Anchor component={Link} to={ROUTES.materials.path} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} /> Materials Library
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-end" mt="xs">
          <div>
            <Title order={1}>{material.name}</Title>
            {material.naturalType === 'unknown' && (
              <Text size="sm" c="dimmed">
                The data does not say which kind of natural this is (essential oil, absolute…): the IFRA Annex differs
                by kind, so pick the one you use.
              </Text>
            )}
            {owner && (
              <Text size="sm" c="dimmed" data-testid="trade-name-owner">
                Trade name of {owner}
              </Text>
            )}
            <Group gap={6} mt={6}>
              <Badge variant="default" tt="none">
                {material.kind}
              </Badge>
              {material.isNatural && material.kind !== 'natural' && (
                <Badge variant="default" tt="none">
                  natural
                </Badge>
              )}
              {material.naturalType && (
                <Badge
                  variant={material.naturalType === 'unknown' ? 'outline' : 'default'}
                  color={material.naturalType === 'unknown' ? 'yellow' : undefined}
                  tt="none"
                  data-testid="natural-type"
                >
                  {material.naturalType === 'unknown' ? 'type not known' : material.naturalType}
                </Badge>
              )}
              {material.isOwn && (
                <Badge variant="outline" color="accent" tt="none">
                  my material
                </Badge>
              )}
              {standards.length > 0 && (
                <Badge color="orange" variant="dot" tt="none">
                  IFRA Standard
                </Badge>
              )}
              {eu.isLabellingAllergen && (
                <Badge color="grape" variant="dot" tt="none">
                  EU allergen
                </Badge>
              )}
              {eu.isProhibited && (
                <Badge color="red" variant="dot" tt="none">
                  EU Annex II: prohibited
                </Badge>
              )}
            </Group>
          </div>
          <Group gap="xs">
            {material.isOwn && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                loading={remove.isPending}
                onClick={() => remove.mutate(material.id, { onSuccess: () => void navigate(ROUTES.materials.path) })}
              >
                Delete
              </Button>
            )}
            <AddToShoppingListButton materialId={material.id} />
          </Group>
        </Group>
        {remove.isError && (
          <Text c="red" size="sm">
            {remove.error.message}
          </Text>
        )}
        {material.isOwn && material.kind === 'natural' && (
          <Stack mt="sm">
            <NaturalTypeField material={material} canEdit={canEditMaterials} />
          </Stack>
        )}
      </div>

      <SimpleGrid cols={{ base: 1, md: material.smiles ? 2 : 1 }}>
        <Section title="Identifiers" sources={fieldSources.cas}>
          <MaterialIdentifiers material={material} tradeNames={tradeNames} abbreviations={abbreviations} />
        </Section>
        {material.smiles && (
          <Section title="Structure" sources={fieldSources.smiles}>
            <StructureDrawing smiles={material.smiles} label={`Structure of ${material.name}`} />
          </Section>
        )}
      </SimpleGrid>

      {composition.length > 0 && (
        <Section title="Composition">
          <Table fz="sm" aria-label="Composition">
            <Table.Tbody>
              {composition.map((line) => (
                <Table.Tr key={line.materialId}>
                  <Table.Td>
                    <Anchor component={Link} to={hrefs.material(line.materialId)}>
                      {line.name ?? 'Unknown material'}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ff="monospace">{line.cas ?? ''}</Table.Td>
                  <Table.Td ta="right">{line.percent} %</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Section>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title="Odour profile" sources={fieldSources.odourDescriptors}>
          <Stack gap="xs">
            <Text size="sm">
              {[
                material.odourFamily && `Family: ${material.odourFamily}`,
                material.odourStrength && `Strength: ${material.odourStrength}`,
              ]
                .filter(Boolean)
                .join(' · ') || 'No odour family in the data.'}
            </Text>
            {profiles.length === 0 && material.odourDescriptors.length === 0 && (
              <Text c="dimmed" size="sm">
                No odour descriptors in the data.
              </Text>
            )}
            {profiles.map((profile) => (
              <div key={profile.dataset}>
                <Group gap={4}>
                  {profile.descriptors.map((descriptor) => (
                    <Badge key={descriptor} variant="light" color="accent" tt="none" size="sm">
                      {descriptor}
                    </Badge>
                  ))}
                </Group>
                {profile.description && (
                  <Text size="sm" mt={4}>
                    {profile.description}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {sources.find((source) => source.dataset === profile.dataset)?.title ?? profile.dataset}
                </Text>
              </div>
            ))}
          </Stack>
        </Section>
        <Section title="Note position" sources={fieldSources.substantivityHours}>
          <NotePositionCard
            key={`${notePosition.override ?? ''}|${annotation?.notes ?? ''}`}
            materialId={material.id}
            substantivityHours={material.substantivityHours}
            derived={notePosition.derived}
            override={notePosition.override}
            notes={annotation?.notes ?? null}
          />
          {aiClassification && (
            <Text size="xs" c="dimmed" mt="xs" data-testid="ai-classification">
              Model suggestion accepted by an admin: {aiClassification.notePosition} note ·{' '}
              {aiClassification.odourFamily} ({aiClassification.provider} · {aiClassification.model}, confidence{' '}
              {aiClassification.confidence.toFixed(2)})
            </Text>
          )}
        </Section>
      </SimpleGrid>

      <MaterialEnrichmentPanel materialId={material.id} />
      <MaterialImagePanel materialId={material.id} />
      <MaterialClassificationPanel
        materialId={material.id}
        canEdit={canEditClassification}
        canUseAi={aiStatus.data?.connected === true}
      />

      <Section title={`IFRA Standards (${ifra.amendment})`}>
        {standards.length === 0 ? (
          <Text c="dimmed" size="sm">
            No IFRA Standard names this material’s CAS numbers.
          </Text>
        ) : (
          <Stack gap="sm">
            <IfraLimitsTable standards={standards} />
            {standards.map((standard) => {
              const notes = standard.notes;
              const text = notes.specified_notes ?? notes.intrinsic_notes;
              return text ? (
                <Text key={standard.id} size="sm" c="dimmed" lineClamp={4}>
                  <Text span fw={500} c="var(--mantine-color-text)">
                    {standard.name}:{' '}
                  </Text>
                  {text}
                </Text>
              ) : null;
            })}
          </Stack>
        )}
        {ifra.naturalContributions.length > 0 && (
          <Text size="sm" mt="sm">
            Also contributes to restricted substances through naturals: {ifra.naturalContributions.length} contribution
            {ifra.naturalContributions.length === 1 ? '' : 's'} listed in IFRA’s Annex.
          </Text>
        )}
      </Section>

      <Section title="EU Cosmetics Regulation">
        <Stack gap={6}>
          <Text size="sm" data-testid="eu-allergen-status">
            {eu.isLabellingAllergen
              ? `Labelling allergen: declare above ${eu.labellingAllergens[0]?.leaveOnThresholdPct ?? 0.001} % in leave-on and ${eu.labellingAllergens[0]?.rinseOffThresholdPct ?? 0.01} % in rinse-off products${eu.labellingAllergens[0]?.labelName ? ` as “${eu.labellingAllergens[0].labelName}”` : ''}.`
              : 'Not a labelling allergen.'}
          </Text>
          {eu.annexII.map((entry) =>
            entry.leavesOutThisMaterial ? (
              <Text key={entry.id} size="sm" c="dimmed">
                Annex II entry {entry.refNo}: {entry.substanceName}. Its words leave out this material’s type, so it
                does not ban this material.
              </Text>
            ) : (
              <Text key={entry.id} size="sm" c="red.8">
                Annex II (prohibited), entry {entry.refNo}: {entry.substanceName}
              </Text>
            ),
          )}
          {eu.annexIII.map((entry) => (
            <Text key={entry.id} size="sm">
              Annex III (restricted), entry {entry.refNo}: {entry.substanceName}
              {entry.maximumThreshold ? ` · max ${entry.maximumThreshold}` : ''}
              {entry.productTypes ? ` · ${entry.productTypes}` : ''}
            </Text>
          ))}
          {eu.annexII.length === 0 && eu.annexIII.length === 0 && (
            <Text size="sm" c="dimmed">
              Not in Annex II or Annex III.
            </Text>
          )}
        </Stack>
      </Section>

      <MaterialSuppliers materialId={material.id} />

      <Section title="Used in my formulas">
        <MaterialFormulas materialId={material.id} />
      </Section>

      {material.typicalComposition.length > 0 && (
        <Section title="Typical composition">
          <TypicalComposition compositions={material.typicalComposition} titleOf={titleOf} />
        </Section>
      )}

      <Section title="Data sources and licences">
        <MaterialSources sources={sources} />
        <MergedFrom records={material.mergedFrom} titleOf={titleOf} />
      </Section>
    </Stack>
  );
}
