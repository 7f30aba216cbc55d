import { numberOfField } from '../../../lib/number-field.ts';
import { Alert, Button, Card, Group, Loader, NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { WIZARD_PRODUCT_TYPES, type WizardProductType } from '../../../../domain/formulas/propose-formula-structure.ts';
import { IFRA_CATEGORIES, isIfraCategory, type IfraCategory } from '../../../../domain/regulatory/ifra-categories.ts';
import { findPerfumeryFamily, PERFUMERY_FAMILIES } from '../../../../domain/formulas/perfumery-families.ts';
import { useOdourFamilies } from '../../../lib/materials/get-odour-families.ts';
import { ScreenTip } from '../../../components/screen-tip.tsx';
import { useOpenWizardStructure } from '../hooks/use-open-wizard-structure.ts';
import { useFormulaProposal, type SubmittedBrief } from '../hooks/use-formula-proposal.ts';
import { IFRA_CATEGORY_LABELS } from '../../../../domain/regulatory/ifra-category-labels.ts';
import { WizardProposal } from './wizard-proposal.tsx';

/** The family select's value for a perfumery family (a library odour family is its own name). */
const STRUCTURE_PREFIX = 'structure:';

const PRODUCT_OPTIONS = WIZARD_PRODUCT_TYPES.map((type) => ({ value: type.id, label: type.label }));
const CATEGORY_OPTIONS = IFRA_CATEGORIES.map((category) => ({
  value: category,
  label: `${category} · ${IFRA_CATEGORY_LABELS[category]}`,
}));

/**
 * /formula-wizard: a brief in, a starting structure drawn from the library out (rule-based, and from a model when the
 * screen adds one), opened in the editor as a new formula.
 */
type Props = {
  /** The model's structure for the brief as it stands (null until a family is picked), composed by the screen. */
  modelStructure?: (brief: SubmittedBrief | null) => ReactNode;
};

export function FormulaWizard({ modelStructure }: Props) {
  const families = useOdourFamilies();
  const opener = useOpenWizardStructure();
  const [productType, setProductType] = useState<WizardProductType>('eau-de-parfum');
  const [ifraCategory, setIfraCategory] = useState<IfraCategory>('4');
  const [dosagePercent, setDosagePercent] = useState(18);
  const [family, setFamily] = useState<string | null>(null);
  const [budgetField, setBudgetField] = useState<number | string>('');
  const typedBudget = numberOfField(budgetField);
  const budget = typedBudget !== null && typedBudget > 0 ? typedBudget : null;
  const [submitted, setSubmitted] = useState<SubmittedBrief | null>(null);
  const proposal = useFormulaProposal(submitted);
  const libraryFamilies = (families.data?.items ?? []).flatMap((item) =>
    item.odourFamily ? [{ value: item.odourFamily, label: `${item.odourFamily} (${item.total})` }] : [],
  );
  // The perfumery families first (a structure of common materials, perfumery-families.ts), then the library's own
  // odour families (materials of that family with a known substantivity).
  const familyOptions = [
    {
      group: 'Perfumery families',
      items: PERFUMERY_FAMILIES.map((entry) => ({ value: `${STRUCTURE_PREFIX}${entry.id}`, label: entry.label })),
    },
    ...(libraryFamilies.length > 0 ? [{ group: 'Odour families of the library', items: libraryFamilies }] : []),
  ];
  const structure = family?.startsWith(STRUCTURE_PREFIX)
    ? findPerfumeryFamily(family.slice(STRUCTURE_PREFIX.length))
    : undefined;
  const briefFamily = structure ? { family: structure.label, structureId: structure.id } : family ? { family } : null;

  const chooseProductType = (value: string | null) => {
    const type = WIZARD_PRODUCT_TYPES.find((entry) => entry.id === value);
    if (!type) return;
    setProductType(type.id);
    setIfraCategory(type.ifraCategory);
    setDosagePercent(type.dosagePercent);
  };
  const propose = () =>
    briefFamily && setSubmitted({ productType, ...briefFamily, budgetPerGram: budget, ifraCategory, dosagePercent });
  const openInEditor = () => {
    if (proposal.state === 'ready' && submitted)
      void opener.open(submitted, proposal.proposal.lines, 'the formula wizard');
  };
  const draftBrief: SubmittedBrief | null = briefFamily
    ? { productType, ...briefFamily, budgetPerGram: budget, ifraCategory, dosagePercent }
    : null;
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>Formula Wizard</Title>
        <Text c="dimmed">
          Describe the product; the wizard drafts a top, heart and base: for a perfumery family, from the materials
          perfumers commonly use for it (your own stock first); for an odour family of the library, from its materials.
          Each line is held within its IFRA limit for the category and dosage, and within your budget where prices are
          known.
        </Text>
      </Stack>
      <ScreenTip id="formula-wizard">
        Pick a perfumery family for a classic structure; materials you hold in stock are taken first.
      </ScreenTip>
      <Card withBorder padding="lg">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <Select
              label="Product type"
              data={PRODUCT_OPTIONS}
              value={productType}
              onChange={chooseProductType}
              allowDeselect={false}
            />
            <Select
              label="IFRA category"
              data={CATEGORY_OPTIONS}
              value={ifraCategory}
              onChange={(value) => value && isIfraCategory(value) && setIfraCategory(value)}
              allowDeselect={false}
              searchable
            />
            <NumberInput
              label="Dosage (% of concentrate)"
              value={dosagePercent}
              min={0.01}
              max={100}
              step={0.5}
              decimalScale={3}
              onChange={(value) => typeof value === 'number' && value > 0 && value <= 100 && setDosagePercent(value)}
            />
            <Select
              label="Olfactive family"
              placeholder={families.isPending ? 'Loading families…' : 'Pick a family'}
              data={familyOptions}
              value={family}
              onChange={setFamily}
              searchable
              nothingFoundMessage="No such family"
            />
            <NumberInput
              label="Budget per gram of concentrate"
              description="Optional; in the currency of your vendor prices"
              value={budgetField}
              min={0}
              decimalScale={4}
              onChange={setBudgetField}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button onClick={propose} disabled={!family}>
              Propose a structure
            </Button>
          </Group>
        </Stack>
      </Card>
      {proposal.state === 'loading' && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            Drawing from the library and checking IFRA limits…
          </Text>
        </Group>
      )}
      {proposal.state === 'error' && (
        <Alert color="red" title="No proposal">
          {proposal.message}
        </Alert>
      )}
      {opener.error && (
        <Alert color="red" title="Formula not created">
          {opener.error}
        </Alert>
      )}
      {proposal.state === 'ready' && (
        <WizardProposal
          family={submitted?.structureId ? findPerfumeryFamily(submitted.structureId) : undefined}
          proposal={proposal.proposal}
          currency={proposal.currency}
          complianceMessage={proposal.complianceMessage}
          onOpen={openInEditor}
          isOpening={opener.busy}
        />
      )}
      {modelStructure?.(draftBrief)}
    </Stack>
  );
}
