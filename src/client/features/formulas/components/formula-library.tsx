import { PlanRefusal } from '../../../components/plan-refusal.tsx';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  Kbd,
  Menu,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDots, IconFileImport, IconPlus, IconSearch } from '@tabler/icons-react';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  getFormulaVerdictsQueryOptions,
  useFormulaPages,
  useFormulaUsage,
  type FormulaSummary,
  type FormulaVerdictItem,
} from '../api/get-formulas.ts';
import { DEFAULT_FINISHED_PRODUCT } from '../../../../domain/formulas/formula-row.ts';
import { COMPLIANCE_VERDICT_LABELS, type ComplianceVerdict } from '../../../../domain/regulatory/compliance-verdict.ts';
import { describeFormulaLoadError } from '../formula-messages.ts';
import { useFormulaActions } from '../hooks/use-formula-actions.ts';
import { FormulaPalette } from './formula-palette.tsx';
import { ImportReportModal } from './import-report-modal.tsx';
import { ShareFormulaDialog } from './share-formula-dialog.tsx';
import { SharedWithMe } from './shared-with-me.tsx';
import { describeShortcut } from '../../../lib/describe-shortcut.ts';
import { formatDate } from '../../../../domain/shared/format-dates.ts';
import { formatCount } from '../../../../domain/shared/format-numbers.ts';

const VERDICT_COLORS: Record<ComplianceVerdict, string> = {
  compliant: 'teal',
  'compliant-specifications-to-confirm': 'teal',
  'cannot-be-verified': 'yellow',
  'not-compliant': 'red',
};

/**
 * The formula's verdict at its own category and dosage; "Checking…" until known (the server may answer a page's
 * verdicts before every one is checked: those are asked for again), "Not checked" with the reason.
 */
function CardVerdict({ verdict, loading }: { verdict: FormulaVerdictItem | undefined; loading: boolean }) {
  if (!verdict?.verdict) {
    return (
      <Badge variant="dot" color="gray" size="sm" tt="none" fw={500} title={verdict?.problem ?? undefined}>
        {loading || verdict?.pending ? 'Checking…' : 'Not checked'}
      </Badge>
    );
  }
  return (
    <Badge
      variant="dot"
      color={VERDICT_COLORS[verdict.verdict]}
      size="sm"
      tt="none"
      fw={500}
      data-verdict={verdict.verdict}
      style={{ overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {COMPLIANCE_VERDICT_LABELS[verdict.verdict]}
    </Badge>
  );
}

type CardProps = {
  verdict: FormulaVerdictItem | undefined;
  verdictLoading: boolean;
  formula: FormulaSummary;
  actions: ReturnType<typeof useFormulaActions>;
  onOpenDocuments?: (formula: FormulaSummary) => void;
  onOpenAccess?: (formula: FormulaSummary) => void;
  onShare: (formula: FormulaSummary) => void;
};

function FormulaCard({ formula, verdict, verdictLoading, actions, onOpenDocuments, onOpenAccess, onShare }: CardProps) {
  const product = { ...DEFAULT_FINISHED_PRODUCT, ...formula.product };
  return (
    <Card withBorder padding="md" radius="md" data-testid="formula-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text
            fw={600}
            truncate
            component="button"
            onClick={() => actions.open(formula)}
            style={{ all: 'unset', cursor: 'pointer', fontWeight: 600 }}
          >
            {formula.name}
          </Text>
          <Text size="xs" c="dimmed">
            Updated {formatDate(formula.updatedAt)} · v{formula.version}
          </Text>
        </Stack>
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={`Actions for ${formula.name}`}>
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => actions.open(formula)}>Open</Menu.Item>
            <Menu.Item onClick={() => void actions.duplicate(formula)}>Duplicate</Menu.Item>
            <Menu.Item onClick={() => actions.exportAs(formula, 'json')}>Export JSON</Menu.Item>
            <Menu.Item onClick={() => actions.exportAs(formula, 'csv')}>Export CSV</Menu.Item>
            {onOpenDocuments && <Menu.Item onClick={() => onOpenDocuments(formula)}>Certificates…</Menu.Item>}
            {onOpenAccess && <Menu.Item onClick={() => onOpenAccess(formula)}>Who can open it…</Menu.Item>}
            <Menu.Item onClick={() => onShare(formula)}>Share…</Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => actions.remove(formula)}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Group gap={6} mt="sm" data-testid="formula-card-compliance">
        <Text size="xs" c="dimmed">
          Category {product.ifraCategory} · {product.dosagePercent}% in product
        </Text>
        <CardVerdict verdict={verdict} loading={verdictLoading} />
      </Group>
      <Group gap={6} mt="sm">
        <Badge variant="light" size="sm">
          {formula.ingredientCount} ingredients
        </Badge>
        {formula.isConfidential && (
          <Badge variant="outline" size="sm" color="grape">
            confidential
          </Badge>
        )}
        {formula.source === 'imported' && (
          <Badge variant="outline" size="sm" color="gray">
            imported
          </Badge>
        )}
        {formula.tags.slice(0, 3).map((tag) => (
          <Badge key={tag} variant="dot" size="sm">
            {tag}
          </Badge>
        ))}
      </Group>
      <Text size="sm" c="dimmed" mt="xs" lineClamp={1}>
        {formula.ingredientNames.slice(0, 5).join(', ')}
      </Text>
    </Card>
  );
}

/**
 * /formula-lab and /formula-lab/browser: the user's formulas, search, import/export and the ⌘K palette.
 * `onOpenDocuments` adds "Certificates…" to each formula's menu (the screen shows the documents of another feature),
 * `onOpenAccess` adds "Who can open it…" (the workspaces feature's confidentiality panel).
 */
export function FormulaLibrary({
  onOpenDocuments,
  onOpenAccess,
}: {
  onOpenDocuments?: (formula: FormulaSummary) => void;
  onOpenAccess?: (formula: FormulaSummary) => void;
} = {}) {
  const [query, setQuery] = useState('');
  // Searched on the server (issue 34): a page of summaries at a time, the next one on "Show more".
  const [searched] = useDebouncedValue(query.trim(), 200);
  const formulas = useFormulaPages(searched);
  const usage = useFormulaUsage();
  const pages = formulas.data?.pages;
  const results = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  // Each page's verdicts are checked on their own: only the formulas on screen are checked.
  const verdicts = useQueries({
    queries: (pages ?? []).map((page) => ({
      ...getFormulaVerdictsQueryOptions(page.items.map((formula) => formula.id)),
      enabled: page.items.length > 0,
    })),
  });
  const verdictById = new Map(verdicts.flatMap((verdict) => verdict.data ?? []).map((item) => [item.formulaId, item]));
  const verdictsPending = verdicts.some((verdict) => verdict.isPending);
  const actions = useFormulaActions();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [sharing, setSharing] = useState<FormulaSummary | null>(null);
  const { create } = actions;

  useEffect(() => {
    // Capture phase on window: within the library ⌘K is the formula palette, not the app-wide one.
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!(event.metaKey || event.ctrlKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'k') {
        event.preventDefault();
        event.stopPropagation();
        setPaletteOpen((open) => !open);
      } else if (key === 'n') {
        event.preventDefault();
        event.stopPropagation();
        create();
      }
    };
    window.addEventListener('keydown', handleKeyDown, true);
    return () => window.removeEventListener('keydown', handleKeyDown, true);
  }, [create]);

  const usageText = usage.data
    ? usage.data.limit === null
      ? `${formatCount(usage.data.used)} formulas`
      : `${formatCount(usage.data.used)} of ${formatCount(usage.data.limit)} formulas on the ${usage.data.tier} plan`
    : '';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Formulas</Title>
          <Text c="dimmed" size="sm">
            {usageText}
          </Text>
        </div>
        <Group gap="sm">
          <Button
            variant="subtle"
            onClick={() => setPaletteOpen(true)}
            rightSection={<Kbd size="xs">{describeShortcut('K')}</Kbd>}
          >
            Quick open
          </Button>
          <FileButton
            onChange={(file) => void actions.importFile(file)}
            accept=".json,.csv,.tsv,application/json,text/csv"
          >
            {(props) => (
              <Button variant="light" leftSection={<IconFileImport size={16} />} {...props}>
                Import JSON or CSV
              </Button>
            )}
          </FileButton>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={create}
            disabled={usage.data?.canCreate === false}
            rightSection={<Kbd size="xs">{describeShortcut('N')}</Kbd>}
          >
            New Formula
          </Button>
        </Group>
      </Group>
      {usage.data?.canCreate === false && (
        <Alert color="yellow">
          <PlanRefusal
            message={`You have reached the limit of ${usage.data.limit} formulas on the ${usage.data.tier} plan. Delete a formula or upgrade your plan to create more.`}
          />
        </Alert>
      )}
      <TextInput
        aria-label="Search formulas"
        placeholder="Search by name, ingredient or date (2026-11-21)…"
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={520}
      />
      {formulas.isLoading && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={120} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {formulas.error && (
        <Alert color="red" role="alert">
          {describeFormulaLoadError(formulas.error)}
        </Alert>
      )}
      {formulas.data && results.length === 0 && (
        <Stack align="flex-start" gap="sm" py="xl">
          <Text size="lg">No formulas found</Text>
          <Text c="dimmed">
            {query
              ? 'Nothing matches this search: try a material name, a CAS number or a date.'
              : 'Create your first formula, or import one from a JSON or CSV file.'}
          </Text>
          <Button onClick={create} leftSection={<IconPlus size={16} />}>
            Create a formula
          </Button>
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {results.map((formula) => (
          <FormulaCard
            key={formula.id}
            formula={formula}
            verdict={verdictById.get(formula.id)}
            verdictLoading={verdictsPending}
            actions={actions}
            onOpenDocuments={onOpenDocuments}
            onOpenAccess={onOpenAccess}
            onShare={setSharing}
          />
        ))}
      </SimpleGrid>
      {formulas.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void formulas.fetchNextPage()}
          loading={formulas.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          Show more formulas
        </Button>
      )}
      <SharedWithMe />
      {sharing && (
        <ShareFormulaDialog formulaId={sharing.id} formulaName={sharing.name} onClose={() => setSharing(null)} />
      )}
      <FormulaPalette opened={paletteOpen} onClose={() => setPaletteOpen(false)} actions={actions} />
      <ImportReportModal
        result={actions.importResult}
        onClose={actions.clearImportResult}
        onOpen={(id) => {
          actions.clearImportResult();
          actions.open({ id });
        }}
      />
    </Stack>
  );
}
