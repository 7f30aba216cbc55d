import { ActionIcon, Code, CopyButton, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { ApiError } from '../../../lib/api.ts';

export type DomainProof = { domain: string; record: string; lookupFailed: boolean };

/** The DNS proof a save of single sign-on asks for (422 with `details.domainProof`), or null for any other answer. */
export function readDomainProof(error: unknown): DomainProof | null {
  if (!(error instanceof ApiError)) return null;
  const proof = (error.details as { domainProof?: { domain?: unknown; record?: unknown } } | undefined)?.domainProof;
  if (typeof proof?.domain !== 'string' || typeof proof.record !== 'string') return null;
  return { domain: proof.domain, record: proof.record, lookupFailed: error.message.includes('lookup failed') };
}

function RecordField({ label, value, copyLabel }: { label: string; value: string; copyLabel?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code style={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>{value}</Code>
        {copyLabel && (
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : copyLabel}>
                <ActionIcon size={36} variant="subtle" onClick={copy} aria-label={copyLabel}>
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        )}
      </Group>
    </Stack>
  );
}

/**
 * The one step left before single sign-on claims a domain, said as a next step and not as an error: the TXT record
 * to publish, field by field as a DNS host's form asks for them, the value ready to copy.
 */
export function DomainProofSteps({ proof }: { proof: DomainProof }) {
  return (
    <Paper withBorder radius="md" p="md" aria-label="Prove the domain">
      <Stack gap="sm">
        <Text fw={600}>One step left: prove that {proof.domain} is yours</Text>
        <Text size="sm" c="dimmed">
          Add this record in the DNS of {proof.domain} (at your registrar or DNS host), then save again. A new record
          can take a few minutes to be seen.
        </Text>
        <Group gap="lg" align="flex-start">
          <RecordField label="Type" value="TXT" />
          <RecordField label="Name" value={proof.domain} />
        </Group>
        <RecordField label="Value" value={proof.record} copyLabel="Copy the value" />
        {proof.lookupFailed && (
          <Text size="xs" c="dimmed">
            The last DNS lookup did not answer; if the record is already there, try again in a few minutes.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
