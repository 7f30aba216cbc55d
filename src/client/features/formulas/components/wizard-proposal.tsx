import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { FormulaProposal, WizardGap } from '../../../../domain/formulas/propose-formula-structure.ts';
import { formatPricePerGram } from '../../../../domain/shared/format-numbers.ts';
import { DeveloperDetails } from '../../../components/developer-details.tsx';
import { ProposedLinesTable } from '../../../components/proposed-lines-table.tsx';
import type { PerfumeryFamily } from '../../../../domain/formulas/perfumery-families.ts';

/** What the library lacked for the brief, in plain words. */
export function describeWizardGap(gap: WizardGap, currency: string | null): string {
  switch (gap.kind) {
    case 'no-candidates':
      return `The library has no ${gap.family} material with a known substantivity, so no structure can be drawn from it. Import reference data or add your own materials with a family and substantivity.`;
    case 'materials-missing':
      return `The library has no ${gap.names.join(', ')}: the structure goes on without ${gap.names.length === 1 ? 'it' : 'them'} (add your own material or import the reference data to complete it).`;
    case 'tier-short':
      return `Only ${gap.found} of ${gap.wanted} ${gap.tier} notes found in this family; its share went to the other notes.`;
    case 'prohibited-left-out':
      return `${gap.count} material(s) of this family are prohibited in this category and were left out.`;
    case 'unfilled':
      return `${gap.grams.toFixed(2)} g of the 100 g could not be placed within the IFRA limits of the chosen materials.`;
    case 'no-ifra-data':
      return `${gap.count} line(s) have no regulatory data in the library: their IFRA limit is unknown, check them in the editor.`;
    case 'unpriced':
      return `${gap.count} line(s) have no known vendor price: the cost leaves them out.`;
    case 'over-budget':
      return `The priced lines alone come to ${formatPricePerGram(gap.costPerGram, currency)} of concentrate, above your budget of ${formatPricePerGram(gap.budgetPerGram, currency)}.`;
  }
}

type Props = {
  /** The perfumery family the structure follows, when the brief named one. */
  family?: PerfumeryFamily;
  proposal: FormulaProposal;
  currency: string | null;
  complianceMessage: string | null;
  onOpen: () => void;
  isOpening: boolean;
};

/** The proposed starting structure: lines by note, the pyramid, the cost, and what the library lacked. */
export function WizardProposal({ family, proposal, currency, complianceMessage, onOpen, isOpening }: Props) {
  const fromStock = proposal.lines.filter((line) => line.inStock).length;
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4">
              Starting structure · 100 g
            </Title>
            <Text size="sm" c="dimmed">
              Top {proposal.pyramid.top.toFixed(0)}% · Heart {proposal.pyramid.heart.toFixed(0)}% · Base{' '}
              {proposal.pyramid.base.toFixed(0)}%
              {proposal.costPerGram !== null &&
                ` · priced lines come to ${formatPricePerGram(proposal.costPerGram, currency)} of concentrate`}
            </Text>
          </Stack>
          <Button onClick={onOpen} loading={isOpening} disabled={proposal.lines.length === 0}>
            Open in the editor
          </Button>
        </Group>
        {family && (
          <Text size="sm" data-testid="wizard-family">
            {family.label}: {family.description} A starting point from perfumery practice, to rework; family as named in{' '}
            {family.source}.
            {fromStock > 0 && ` ${fromStock} of the ${proposal.lines.length} materials are from your stock.`}
          </Text>
        )}
        {proposal.lines.length > 0 && <ProposedLinesTable lines={proposal.lines} pricing={{ currency }} />}
        {complianceMessage && (
          <Alert color="orange" variant="light">
            {complianceMessage}
          </Alert>
        )}
        {proposal.gaps.length > 0 && (
          <Alert color="gray" variant="light" title="What the library could not give">
            <List size="sm" spacing={4}>
              {proposal.gaps.map((gap) => (
                <List.Item key={`${gap.kind}-${'tier' in gap ? gap.tier : ''}`}>
                  {describeWizardGap(gap, currency)}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          Checked by the compliance engine: each line is held within its own IFRA maximum for the category and dosage;
          materials sharing a constituent add up, so the editor checks the whole formula as you rework it.
        </Text>
        <DeveloperDetails label="wizard proposal" data={proposal} />
      </Stack>
    </Card>
  );
}
