import { Alert, Badge, Button, Card, Group, List, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconShieldCheck, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import type { WizardStructureInput } from '../../../../domain/ai/wizard-structure.ts';
import type { ProposedLine } from '../../../../domain/formulas/propose-formula-structure.ts';
import { ProposedLinesTable } from '../../../components/proposed-lines-table.tsx';
import { useAiStatus, useWizardStructure, type WizardStructure } from '../api/ai-api.ts';
import { AiErrorNotice, ConnectProviderNotice } from './ai-notice.tsx';

type Brief = Omit<WizardStructureInput, 'note'>;

type Props = {
  /** The wizard's brief as it stands; null until a family is picked. */
  brief: Brief | null;
  /** Opens the offered structure in the editor (composed by the screen with the formulas feature). */
  onOpen: (lines: readonly ProposedLine[]) => void;
  isOpening: boolean;
  /** Why the formula could not be created, if it could not. */
  openError?: string | null;
};

function describeFailure(failure: NonNullable<WizardStructure['verdict']>['failing'][number]): string {
  if (failure.prohibited) return `${failure.name}: prohibited in this category.`;
  return `${failure.name}: ${failure.concentrationPercent}% in the product, limit ${failure.limitPercent ?? '?'}%.`;
}

function StructureResult({ data, onOpen, isOpening }: { data: WizardStructure } & Pick<Props, 'onOpen' | 'isOpening'>) {
  const { proposal, verdict } = data;
  return (
    <Stack gap="sm" data-testid="wizard-model-result">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Group gap={6}>
            <Badge size="xs" variant="light" color="violet">
              {data.provenance.label}
            </Badge>
            <Text size="xs" c="dimmed">
              {data.provenance.provider} · {data.provenance.model}
              {data.attempts > 1 && ' · asked again after the engine refused its first answer'}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            Top {proposal.pyramid.top.toFixed(0)}% · Heart {proposal.pyramid.heart.toFixed(0)}% · Base{' '}
            {proposal.pyramid.base.toFixed(0)}%
          </Text>
        </Stack>
        {data.offered && (
          <Button onClick={() => onOpen(proposal.lines)} loading={isOpening}>
            Open in the editor
          </Button>
        )}
      </Group>
      {data.rationale && (
        <Text size="sm" fs="italic">
          {data.rationale}
        </Text>
      )}
      {data.offered && verdict && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconShieldCheck size={18} />}
          title="Checked by the compliance engine"
        >
          <Text size="sm">
            Within its IFRA limits for this category and dosage.
            {verdict.specificationsToCheck.length > 0 &&
              ` Still check the supplier's certificate for: ${verdict.specificationsToCheck.join(', ')}.`}
          </Text>
        </Alert>
      )}
      {!data.offered && (
        <Alert color="orange" variant="light" title="Not offered: the compliance engine refused it">
          {verdict ? (
            <>
              <Text size="sm">The model’s structure is over its limits even after being told so:</Text>
              <List size="sm" spacing={2} mt={4}>
                {verdict.failing.map((failure) => (
                  <List.Item key={failure.standardKey}>{describeFailure(failure)}</List.Item>
                ))}
              </List>
            </>
          ) : (
            <Text size="sm">The model named no material of your library.</Text>
          )}
          <Text size="sm" mt={4}>
            Ask again (a stronger model may do better), or use the rule-based structure above.
          </Text>
        </Alert>
      )}
      {proposal.lines.length > 0 && <ProposedLinesTable lines={proposal.lines} />}
      {data.unknownRefs.length > 0 && (
        <Text size="xs" c="dimmed">
          The model also named {data.unknownRefs.length} material(s) that are not in your library: they were left out.
        </Text>
      )}
    </Stack>
  );
}

/** The formula wizard's "ask the model": a structure from the user's library, checked by the engine before it shows. */
export function WizardModelStructure({ brief, onOpen, isOpening, openError = null }: Props) {
  const status = useAiStatus();
  const ask = useWizardStructure();
  const [note, setNote] = useState('');
  const refused = status.isError ? status.error : null;
  const connected = !refused && status.data?.connected === true;
  return (
    <Card withBorder padding="lg" component="section" aria-label="Structure by a model">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            Ask a model for a structure
          </Title>
          <Text size="sm" c="dimmed">
            The model chooses only among your library’s materials of the family; the compliance engine checks its
            structure before it is shown.
          </Text>
        </Stack>
        {refused && <AiErrorNotice error={refused} />}
        {!refused && status.data && !status.data.connected && (
          <Stack gap="xs">
            <ConnectProviderNotice />
            <Text size="xs" c="dimmed">
              The rule-based structure above needs no provider.
            </Text>
          </Stack>
        )}
        {connected && (
          <>
            <Textarea
              label="What are you after?"
              description="Optional: a few words for the model, e.g. a sparkling cologne with a soft musky drydown"
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={600}
              autosize
              minRows={2}
            />
            <Group justify="flex-end">
              <Button
                variant="light"
                leftSection={<IconSparkles size={16} />}
                disabled={!brief}
                loading={ask.isPending}
                onClick={() => brief && ask.mutate({ ...brief, note })}
              >
                Ask the model
              </Button>
            </Group>
          </>
        )}
        {ask.isPending && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              The model is drafting; the compliance engine checks its answer…
            </Text>
          </Group>
        )}
        {ask.isError && <AiErrorNotice error={ask.error} />}
        {openError && (
          <Alert color="red" title="Formula not created">
            {openError}
          </Alert>
        )}
        {ask.data && !ask.isPending && <StructureResult data={ask.data} onOpen={onOpen} isOpening={isOpening} />}
      </Stack>
    </Card>
  );
}
