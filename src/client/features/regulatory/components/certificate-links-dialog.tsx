import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconCopy, IconLink, IconLinkOff } from '@tabler/icons-react';
import { ifraCategoryLabel } from '../../../../domain/regulatory/ifra-category-labels.ts';
import type { CertificateLink } from '../api/certificate-links.ts';
import { useCertificateLinks, useCreateCertificateLink, useRevokeCertificateLink } from '../api/certificate-links.ts';
import type { FormulaDocumentOptions } from '../api/get-formula-document.ts';
import { DocumentProblem } from './document-problem.tsx';
import { formatDate, formatDateTime } from '../../../../domain/shared/format-dates.ts';

const PRODUCT_TYPE_LABELS: Record<FormulaDocumentOptions['productType'], string> = {
  'leave-on': 'leave-on cosmetic',
  'rinse-off': 'rinse-off cosmetic',
  'not-cosmetic': 'product that is not a cosmetic',
};

function LinkStatus({ link }: { link: CertificateLink }) {
  if (link.revokedAt)
    return (
      <Badge color="gray" variant="light">
        Revoked
      </Badge>
    );
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color="teal" variant="light">
        Active
      </Badge>
      {link.formulaChangedSince && (
        <Tooltip label="The formula was saved again after this link was issued: the certificate shows the formula as it was. Issue a new link if the change matters.">
          <Badge color="yellow" variant="light">
            Formula changed since
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}

function LinksTable({ formulaId, links }: { formulaId: string; links: CertificateLink[] }) {
  const revoke = useRevokeCertificateLink(formulaId);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" fz="sm" aria-label="Certificate links issued">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Short id</Table.Th>
            <Table.Th>For</Table.Th>
            <Table.Th>Issued</Table.Th>
            <Table.Th>Opens</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {links.map((link) => (
            <Table.Tr key={link.id}>
              <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {link.shortId}
              </Table.Td>
              <Table.Td>
                Category {link.category} · {link.dosageDescription}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(link.issuedOn)}</Table.Td>
              <Table.Td>
                <Text size="sm">{link.openCount}</Text>
                {link.lastOpenedAt && (
                  <Text size="xs" c="dimmed">
                    last {formatDateTime(link.lastOpenedAt)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <LinkStatus link={link} />
              </Table.Td>
              <Table.Td>
                {!link.revokedAt && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconLinkOff size={13} />}
                    loading={revoke.isPending && revoke.variables === link.id}
                    onClick={() => revoke.mutate(link.id)}
                    aria-label={`Revoke link ${link.shortId}`}
                  >
                    Revoke
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type Props = { formulaId: string; options: FormulaDocumentOptions; onClose: () => void };

/**
 * Publishes the formula's certificate and allergen declaration for a client: a link to a public page (no account
 * needed) frozen at the category and dosage chosen, never showing the composition; the links issued, their opens,
 * and revocation.
 */
export function CertificateLinksDialog({ formulaId, options, onClose }: Props) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const links = useCertificateLinks(formulaId);
  const create = useCreateCertificateLink(formulaId);
  const categoryLabel = ifraCategoryLabel(options.category);
  return (
    <Modal
      opened
      onClose={onClose}
      title="Share the certificate with a client"
      size={760}
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          A link to a public page with the IFRA certificate and the allergen declaration for{' '}
          <Text span fw={600}>
            category {options.category}
            {categoryLabel !== options.category ? ` (${categoryLabel})` : ''} at {options.dosage}% {options.dosageBasis}
          </Text>
          , as a {PRODUCT_TYPE_LABELS[options.productType]}. Your client opens it without an account.
        </Text>
        <Alert variant="light" color="gray" title="What the client sees">
          <Text size="sm">
            The two documents, your company as issuer, the date and the reference data used: never a line of the
            formula, only the allergens the declaration must list. The documents are frozen today; later changes to the
            formula do not alter them. You can revoke the link at any time.
          </Text>
        </Alert>
        <Group>
          <Button
            leftSection={<IconLink size={16} />}
            loading={create.isPending}
            onClick={() => create.mutate(options)}
          >
            Create link
          </Button>
        </Group>
        {create.error && <DocumentProblem error={create.error} />}
        {create.data && (
          <Stack gap={6} role="status" aria-label="New certificate link">
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={`Link ${create.data.link.shortId}`}
                value={create.data.url}
                readOnly
                style={{ flex: 1 }}
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton value={create.data.url}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied' : 'Copy the link'}>
                    <ActionIcon
                      size={36}
                      variant="light"
                      color={copied ? 'teal' : undefined}
                      onClick={copy}
                      aria-label="Copy the link"
                    >
                      {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="dimmed">
              Copy it now: Sillage keeps only a fingerprint of the link, so it cannot show it again. Your client can
              check the short id {create.data.link.shortId} printed on the page.
            </Text>
          </Stack>
        )}
        <div>
          <Title order={3} size="h5" mb={4}>
            Links issued
          </Title>
          {links.data && links.data.items.length > 0 ? (
            <LinksTable formulaId={formulaId} links={links.data.items} />
          ) : (
            <Text size="sm" c="dimmed">
              {links.isPending
                ? 'Loading…'
                : 'No link yet. A link you create appears here with the times it was opened.'}
            </Text>
          )}
          {links.error && <DocumentProblem error={links.error} />}
        </div>
      </Stack>
    </Modal>
  );
}
