import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconCopy, IconLink, IconLock, IconUserShare } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FormulaShare } from '../api/formula-shares.ts';
import { useCreateShareLink, useFormulaShares, useRevokeShare, useShareWithColleague } from '../api/formula-shares.ts';
import { formatDate } from '../../../../domain/shared/format-dates.ts';
import { ROUTES } from '../../../config/paths.ts';

function describeShare(share: FormulaShare): string {
  if (share.kind === 'link') return `Link ${share.shortId ?? ''}`;
  const who = share.recipient
    ? share.recipient.name
      ? `${share.recipient.name} (${share.recipient.email})`
      : share.recipient.email
    : 'A deleted account';
  return share.kind === 'link-recipient' ? `${who} (through a link)` : who;
}

function ErrorAlert({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert color="yellow" variant="light" role="alert">
      {error.message}
    </Alert>
  );
}

/**
 * Shares a formula read-only: with a colleague (an account linked through an accepted invite) or by a link that
 * only signed-in users can open. Lists who has access and revokes it.
 */
export function ShareFormulaDialog({
  formulaId,
  formulaName,
  onClose,
}: {
  formulaId: string;
  formulaName: string;
  onClose: () => void;
}) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const shares = useFormulaShares(formulaId);
  const share = useShareWithColleague(formulaId);
  const createLink = useCreateShareLink(formulaId);
  const revoke = useRevokeShare(formulaId);
  const [recipientId, setRecipientId] = useState<string | null>(null);
  const colleagues = shares.data?.colleagues ?? [];
  const active = (shares.data?.items ?? []).filter((item) => item.revokedAt === null);

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Share “${formulaName}”`}
      size={640}
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconLock size={18} style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">
            Read-only: the people you share with see the lines and the finished product, and can copy the formula into
            their own library. They cannot change yours. A composition is a trade secret: share it only with people you
            trust.
          </Text>
        </Group>

        <div>
          <Title order={3} size="h5" mb={6}>
            With a colleague
          </Title>
          {colleagues.length === 0 ? (
            <Text size="sm" c="dimmed">
              No colleague yet. Colleagues are the people who accepted your invitation, or whose invitation you
              accepted:{' '}
              <Anchor component={Link} to={ROUTES.invites.path} size="sm">
                invite a colleague
              </Anchor>
              .
            </Text>
          ) : (
            <Group align="flex-end" gap="xs">
              <Select
                label="Colleague"
                placeholder="Pick a colleague"
                data={colleagues.map((colleague) => ({
                  value: colleague.id,
                  label: colleague.name ? `${colleague.name} (${colleague.email})` : colleague.email,
                }))}
                value={recipientId}
                onChange={setRecipientId}
                style={{ flex: 1, minWidth: 220 }}
                comboboxProps={{ withinPortal: true }}
              />
              <Button
                leftSection={<IconUserShare size={16} />}
                disabled={!recipientId}
                loading={share.isPending}
                onClick={() => recipientId && share.mutate(recipientId, { onSuccess: () => setRecipientId(null) })}
              >
                Share
              </Button>
            </Group>
          )}
          <ErrorAlert error={share.error} />
        </div>

        <div>
          <Title order={3} size="h5" mb={6}>
            By link
          </Title>
          <Text size="sm" c="dimmed" mb={6}>
            Whoever opens the link must sign in to Sillage (or create an account) to see the formula; it then appears in
            their “Shared with me”. Revoking the link ends their access.
          </Text>
          <Button
            variant="light"
            leftSection={<IconLink size={16} />}
            loading={createLink.isPending}
            onClick={() => createLink.mutate()}
          >
            Create a share link
          </Button>
          <ErrorAlert error={createLink.error} />
          {createLink.data && (
            <Stack gap={4} mt="xs" role="status" aria-label="New share link">
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  label={`Share link ${createLink.data.link.shortId}`}
                  value={createLink.data.link.url}
                  readOnly
                  style={{ flex: 1 }}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyButton value={createLink.data.link.url}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? 'Copied' : 'Copy the link'}>
                      <ActionIcon size={36} variant="light" onClick={copy} aria-label="Copy the share link">
                        {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              </Group>
              <Text size="xs" c="dimmed">
                Copy it now: only a fingerprint of the link is kept, so it cannot be shown again.
              </Text>
            </Stack>
          )}
        </div>

        <div>
          <Title order={3} size="h5" mb={6}>
            Who has access
          </Title>
          {active.length === 0 ? (
            <Text size="sm" c="dimmed">
              {shares.isPending ? 'Loading…' : 'Only you.'}
            </Text>
          ) : (
            <Table fz="sm" verticalSpacing={6} aria-label="Who has access">
              <Table.Tbody>
                {active.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Text size="sm">{describeShare(item)}</Text>
                      <Text size="xs" c="dimmed">
                        Read-only · shared {formatDate(item.createdAt)}
                        {item.lastOpenedAt ? ` · last opened ${formatDate(item.lastOpenedAt)}` : ' · not opened yet'}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        loading={revoke.isPending && revoke.variables === item.id}
                        onClick={() => revoke.mutate(item.id)}
                        aria-label={`Revoke access of ${describeShare(item)}`}
                      >
                        Revoke
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <ErrorAlert error={shares.error ?? revoke.error} />
        </div>
      </Stack>
    </Modal>
  );
}
