import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Table,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconPlus, IconSend, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { hrefs, isFormulaPath } from '../../../config/paths.ts';
import { useOpenAssistantListener } from '../../../lib/assistant-events.ts';
import { streamChat, useAiStatus, useProposalDecision, type AiProposal, type ChatEvent } from '../api/ai-api.ts';
import { AssistantText } from './assistant-text.tsx';
import { AiErrorNotice, ConnectProviderNotice } from './ai-notice.tsx';
import { formatMoney, formatQuantity } from '../../../../domain/shared/format-numbers.ts';

type Citation = Extract<ChatEvent, { type: 'done' }>['citations'][number];
type Turn = {
  role: 'user' | 'assistant';
  text: string;
  tools: string[];
  proposals: AiProposal[];
  citations: Citation[];
  cost: { cost: number; priced: boolean } | null;
  error: string | null;
};

const TOOL_LABELS: Record<string, string> = {
  searchMaterials: 'Searching your materials',
  readMaterial: 'Reading a material',
  readFormula: 'Reading the formula',
  runComplianceReport: 'Running the compliance report',
  proposeFormulaChange: 'Checking a proposed change with the compliance engine',
};

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The formula or material open on screen, which the assistant may read. */
function useScreenContext(): { formulaId?: string; materialId?: string } {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (isFormulaPath(pathname)) {
    const id = params.get('id') ?? pathname.match(UUID)?.[0];
    return id && UUID.test(id) ? { formulaId: id } : {};
  }
  if (pathname.startsWith('/formula-lab/')) {
    const id = pathname.match(UUID)?.[0];
    return id ? { formulaId: id } : {};
  }
  if (pathname.startsWith('/materials/')) {
    const id = pathname.match(UUID)?.[0];
    return id ? { materialId: id } : {};
  }
  return {};
}

function ProposalCard({ proposal }: { proposal: AiProposal }) {
  const decide = useProposalDecision();
  const [state, setState] = useState<AiProposal['status']>(proposal.status);
  const [version, setVersion] = useState<number | null>(null);
  const run = (decision: 'apply' | 'discard') =>
    decide.mutate(
      { id: proposal.id, decision },
      {
        onSuccess: (result) => {
          setState(result.proposal.status);
          if ('formula' in result) setVersion((result as { formula: { version: number } }).formula.version);
        },
      },
    );
  return (
    <Card withBorder radius="sm" padding="sm" data-testid="assistant-proposal">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            Proposed change
          </Text>
          <Group gap={4}>
            <Badge size="xs" color="red" variant="light">
              before:{' '}
              {proposal.verdictBefore.limitsMet
                ? 'within limits'
                : `${proposal.verdictBefore.failing.length} over limit`}
            </Badge>
            <Badge size="xs" color="teal" variant="light">
              after: within limits
            </Badge>
          </Group>
        </Group>
        {proposal.rationale && (
          <Text size="xs" c="dimmed">
            {proposal.rationale}
          </Text>
        )}
        <Table fz="xs" verticalSpacing={2} withRowBorders={false}>
          <Table.Tbody>
            {proposal.diff.map((line) => (
              <Table.Tr key={line.rowId}>
                <Table.Td>
                  {line.name}
                  {line.after.name !== line.name ? ` → ${line.after.name}` : ''}
                </Table.Td>
                <Table.Td ta="right" c="dimmed" style={{ textDecoration: 'line-through' }}>
                  {formatQuantity(line.before.amount, line.before.unit)}
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatQuantity(line.after.amount, line.after.unit)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          Re-checked by the compliance engine before it was offered.
        </Text>
        {proposal.verdictAfter.specificationsToCheck.length > 0 && (
          <Text size="xs" c="dimmed">
            Still yours to check (supplier certificates): {proposal.verdictAfter.specificationsToCheck.join(', ')}.
          </Text>
        )}
        {decide.isError && <AiErrorNotice error={decide.error} />}
        {state === 'offered' ? (
          <Group gap="xs">
            <Button
              size="xs"
              color="teal"
              leftSection={<IconCheck size={14} />}
              loading={decide.isPending}
              onClick={() => run('apply')}
            >
              Apply
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={14} />}
              disabled={decide.isPending}
              onClick={() => run('discard')}
            >
              Discard
            </Button>
          </Group>
        ) : (
          <Group gap="xs">
            <Text size="xs" fw={600} c={state === 'applied' ? 'teal' : 'dimmed'} role="status">
              {state === 'applied' ? `Applied${version ? ` as version ${version}` : ''}.` : 'Discarded.'}
            </Text>
            {state === 'applied' && (
              <Anchor
                size="xs"
                component="button"
                onClick={() => window.location.assign(hrefs.formula(proposal.formulaId))}
              >
                Open the new version
              </Anchor>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function Citations({ citations }: { citations: Citation[] }) {
  if (citations.length === 0) return null;
  return (
    <Group gap={4} data-testid="assistant-citations">
      <Text size="xs" c="dimmed">
        Sources:
      </Text>
      {citations.map((citation) =>
        citation.kind === 'standard' ? (
          <Anchor key={citation.key} size="xs" component={Link} to={hrefs.regulatoryStandard(citation.key)}>
            {citation.name}
          </Anchor>
        ) : citation.kind === 'material' ? (
          <Anchor key={citation.id} size="xs" component={Link} to={hrefs.material(citation.id)}>
            {citation.name}
          </Anchor>
        ) : (
          <Anchor key={citation.id} size="xs" component={Link} to={hrefs.formula(citation.id)}>
            {citation.name}
          </Anchor>
        ),
      )}
    </Group>
  );
}

function TurnView({ turn, busy }: { turn: Turn; busy: boolean }) {
  if (turn.role === 'user') {
    return (
      <Card radius="md" padding="xs" ml="xl" bg="var(--mantine-color-default-hover)">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {turn.text}
        </Text>
      </Card>
    );
  }
  return (
    <Stack gap={6} data-testid="assistant-turn">
      {turn.tools.map((tool, index) => (
        <Text key={`${tool}-${index}`} size="xs" c="dimmed">
          · {TOOL_LABELS[tool] ?? tool}
        </Text>
      ))}
      {turn.text && <AssistantText text={turn.text} />}
      {busy && !turn.text && <Loader size="xs" type="dots" aria-label="The assistant is answering" />}
      {turn.proposals.map((proposal) => (
        <ProposalCard key={proposal.id} proposal={proposal} />
      ))}
      {turn.error && (
        <Text size="sm" c="red">
          {turn.error}
        </Text>
      )}
      <Citations citations={turn.citations} />
      {turn.cost && (
        <Text size="xs" c="dimmed" data-testid="assistant-cost">
          {turn.cost.priced
            ? `Cost of this answer: ${formatMoney(turn.cost.cost, 'USD', 4)}`
            : 'This model has no price in the price table: counted as $0.'}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The assistant: a chat panel on every signed-in screen (top bar button, the command palette). Answers stream in;
 * the model works through tools on the user's own data and cites what it used; proposed formula changes arrive
 * re-checked by the compliance engine, to apply or discard.
 */
export function AssistantPanel({ initiallyOpened = false }: { initiallyOpened?: boolean }) {
  const [opened, setOpened] = useState(initiallyOpened);
  const open = useCallback(() => setOpened(true), []);
  useOpenAssistantListener(open);
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const status = useAiStatus(opened);
  const context = useScreenContext();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [conversationId, setConversationId] = useState<string | undefined>();
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [turns]);

  const updateLast = (change: (turn: Turn) => Turn) =>
    setTurns((current) => [...current.slice(0, -1), change(current.at(-1)!)]);

  const send = async () => {
    const message = draft.trim();
    if (!message || busy) return;
    setDraft('');
    setRefusal(null);
    setBusy(true);
    setTurns((current) => [
      ...current,
      { role: 'user', text: message, tools: [], proposals: [], citations: [], cost: null, error: null },
      { role: 'assistant', text: '', tools: [], proposals: [], citations: [], cost: null, error: null },
    ]);
    abort.current = new AbortController();
    try {
      await streamChat(
        { message, ...(conversationId ? { conversationId } : {}), ...context },
        (event) => {
          if (event.type === 'conversation') setConversationId(event.id);
          else if (event.type === 'text') updateLast((turn) => ({ ...turn, text: turn.text + event.delta }));
          else if (event.type === 'tool') updateLast((turn) => ({ ...turn, tools: [...turn.tools, event.name] }));
          else if (event.type === 'proposal')
            updateLast((turn) => ({ ...turn, proposals: [...turn.proposals, event.proposal] }));
          else if (event.type === 'error') updateLast((turn) => ({ ...turn, error: event.message }));
          else
            updateLast((turn) => ({
              ...turn,
              citations: event.citations,
              cost: { cost: event.cost, priced: event.priced },
            }));
        },
        abort.current.signal,
      );
    } catch (error) {
      setTurns((current) => current.slice(0, -1));
      setRefusal(error);
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    abort.current?.abort();
    setTurns([]);
    setConversationId(undefined);
    setRefusal(null);
  };

  const refused = status.isError ? status.error : null;
  const connected = status.data?.connected ?? false;
  return (
    <Drawer
      opened={opened}
      onClose={() => setOpened(false)}
      position="right"
      size={isPhone ? '100%' : 440}
      title={
        <Group gap="xs">
          <Text fw={600}>Assistant</Text>
          {context.formulaId && (
            <Badge size="xs" variant="light">
              this formula
            </Badge>
          )}
          {context.materialId && (
            <Badge size="xs" variant="light">
              this material
            </Badge>
          )}
        </Group>
      }
      padding="md"
      styles={{ body: { display: 'flex', flexDirection: 'column', height: 'calc(100% - 60px)' } }}
    >
      <ScrollArea viewportRef={viewport} style={{ flex: 1 }} offsetScrollbars>
        <Stack gap="md" pb="md">
          {refused && <AiErrorNotice error={refused} />}
          {!refused && status.data && !connected && <ConnectProviderNotice />}
          {turns.length === 0 && connected && (
            <Text size="sm" c="dimmed">
              Ask about your materials and formulas: “Is this formula compliant in category 4?”, “What could replace
              citral here?”. Answers come from your own data and the IFRA and EU rules; when the data does not say, the
              assistant says it does not know.
            </Text>
          )}
          {turns.map((turn, index) => (
            <TurnView key={index} turn={turn} busy={busy && index === turns.length - 1} />
          ))}
          {refusal !== null && <AiErrorNotice error={refusal} />}
        </Stack>
      </ScrollArea>
      <Group gap="xs" align="flex-end" wrap="nowrap" pt="xs">
        <Tooltip label="New conversation">
          <ActionIcon variant="subtle" aria-label="New conversation" onClick={reset} disabled={turns.length === 0}>
            <IconPlus size={18} />
          </ActionIcon>
        </Tooltip>
        <Textarea
          aria-label="Message to the assistant"
          placeholder={connected ? 'Ask the assistant…' : 'Connect a provider to ask the assistant'}
          autosize
          minRows={1}
          maxRows={6}
          style={{ flex: 1 }}
          value={draft}
          disabled={!connected}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <ActionIcon
          size="lg"
          aria-label="Send"
          onClick={() => void send()}
          loading={busy}
          disabled={!connected || !draft.trim()}
        >
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </Drawer>
  );
}
