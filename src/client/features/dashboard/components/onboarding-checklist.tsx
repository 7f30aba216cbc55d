import {
  Button,
  Card,
  CloseButton,
  Group,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { OnboardingStep } from '../../../../domain/dashboard/build-onboarding-checklist.ts';
import type { Dashboard } from '../api/get-dashboard.ts';
import { hrefs, ROUTES } from '../../../config/paths.ts';

type Step = { title: string; text: string; action: string; to: string };

const STEPS: Readonly<Record<OnboardingStep, Step>> = {
  'company-details': {
    title: 'Company details for certificates',
    text: 'Your company, address and signatory, printed on IFRA certificates and allergen declarations.',
    action: 'Settings → Company',
    to: hrefs.settings('company'),
  },
  'first-formula': {
    title: 'Your first formula',
    text: 'Open the spreadsheet editor: every line is checked against IFRA and the EU annexes as you type.',
    action: 'New formula',
    to: ROUTES.formula.path,
  },
  'import-formula': {
    title: 'Import an existing formula',
    text: 'Bring a formula in from a CSV or JSON file; unknown materials are listed, never guessed.',
    action: 'Import from CSV',
    to: ROUTES.formulaLab.path,
  },
  'ai-provider': {
    title: 'Connect an AI provider',
    text: 'Your own key (OpenAI, Anthropic, Mistral…) for material enrichment and the assistant. Optional.',
    action: 'Settings → AI',
    to: hrefs.settings('ai'),
  },
};

/** Getting started: four steps that tick themselves from the account's own data; dismissible. */
export function OnboardingChecklist({
  onboarding,
  onDismiss,
  canDismiss = true,
  onOpenSample,
  isOpeningSample,
}: {
  onboarding: Dashboard['onboarding'];
  onDismiss: () => void;
  /** False until the account's settings have loaded: hiding is a setting, and a change made before would be lost. */
  canDismiss?: boolean;
  /** Offered beside "New formula" when the imported library can build a sample formula. */
  onOpenSample: () => void;
  isOpeningSample: boolean;
}) {
  const total = onboarding.items.length;
  return (
    <Card data-testid="onboarding-checklist" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Title order={2} fz="lg">
              Getting started
            </Title>
            <Text size="sm" c="dimmed">
              {onboarding.doneCount} of {total} done. Each step ticks itself once it is done.
            </Text>
          </Stack>
          <CloseButton aria-label="Hide the getting-started checklist" onClick={onDismiss} disabled={!canDismiss} />
        </Group>
        <Progress value={(onboarding.doneCount / total) * 100} size="sm" color="accent" aria-hidden />
        <Stack gap={2}>
          {onboarding.items.map((item) => {
            const step = STEPS[item.step];
            return (
              <Group
                key={item.step}
                justify="space-between"
                wrap="wrap"
                gap="xs"
                py="xs"
                data-step={item.step}
                data-done={item.isDone}
              >
                <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 300px', minWidth: 0 }}>
                  <ThemeIcon
                    size={24}
                    radius="xl"
                    variant={item.isDone ? 'filled' : 'default'}
                    color={item.isDone ? 'teal' : undefined}
                    // An image named Done or To do (a bare div may not carry a name: Lighthouse's aria-prohibited-attr).
                    role="img"
                    aria-label={item.isDone ? 'Done' : 'To do'}
                    mt={2}
                  >
                    {item.isDone ? <IconCheck size={14} stroke={2.5} /> : null}
                  </ThemeIcon>
                  <Stack gap={2}>
                    <Text fw={500} td={item.isDone ? 'line-through' : undefined} c={item.isDone ? 'dimmed' : undefined}>
                      {step.title}
                    </Text>
                    {!item.isDone && (
                      <Text size="sm" c="dimmed" lh={1.5}>
                        {step.text}
                      </Text>
                    )}
                  </Stack>
                </Group>
                {!item.isDone && (
                  <Group gap="xs" wrap="nowrap" ml="auto" style={{ flexShrink: 0 }}>
                    {item.step === 'first-formula' && onboarding.hasSampleFormula && (
                      <Button variant="subtle" size="xs" onClick={onOpenSample} loading={isOpeningSample}>
                        Open a sample
                      </Button>
                    )}
                    <Button component={Link} to={step.to} variant="light" size="xs">
                      {step.action}
                    </Button>
                  </Group>
                )}
              </Group>
            );
          })}
        </Stack>
        {onboarding.isComplete && (
          <UnstyledButton onClick={onDismiss} disabled={!canDismiss}>
            <Text size="sm" c="accent">
              All done: hide this checklist
            </Text>
          </UnstyledButton>
        )}
      </Stack>
    </Card>
  );
}
