import { Badge, Button, Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCertificate, IconDownload, IconPrinter, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatPercent } from '../../../../domain/shared/format-numbers.ts';
import type { PublicCertificate as PublicCertificateData } from '../api/get-public-certificate.ts';
import { publicCertificatePdfUrl } from '../api/get-public-certificate.ts';
import './public-certificate.css';

type Certificate = PublicCertificateData['certificate'];

const formatLongDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { year: 'numeric', month: 'long', day: 'numeric' });

function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="public-certificate__fields">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DownloadButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      component="a"
      href={href}
      download
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} />}
      className="public-certificate__no-print"
    >
      {children}
    </Button>
  );
}

function Signature({ certificate }: { certificate: Certificate }) {
  return (
    <Stack gap={0} mt="lg">
      <Text size="sm" fw={600}>
        {certificate.issuer.signatory}
      </Text>
      <Text size="sm" c="dimmed">
        {certificate.issuer.role}, {certificate.issuer.company}
      </Text>
      <Text size="sm" c="dimmed">
        {formatLongDate(certificate.issuedOn)}
      </Text>
    </Stack>
  );
}

/** "up to and including the 51st Amendment, published 30 June 2023" with a capital, or the amendment of an older link. */
function describeStandards(certificate: Certificate): string {
  const scope = certificate.wording?.amendmentScope;
  return scope ? scope.charAt(0).toUpperCase() + scope.slice(1) : certificate.ifraAmendment;
}

/**
 * The IFRA certificate as the PDF prints it (IFRA's template, issue 27 item 6): the scope sentence, the certifying
 * party and the customer it is delivered to, the statement with the amendment and its publication date, the maxima,
 * "for other kinds of application … contact", the signature beside the statement, then the specification Standards,
 * the notes and the disclaimer. A link made before the wording was frozen shows the words it was issued with.
 */
function IfraCertificate({ token, certificate }: { token: string; certificate: Certificate }) {
  const { wording, issuer } = certificate;
  const statement =
    wording?.statement ??
    `We certify that the above fragrance mixture complies with the Standards of the International Fragrance Association (IFRA), ${certificate.ifraAmendment}, provided it is used in the categories below at a concentration in the finished product not exceeding the maximum given for that category.`;
  return (
    <section className="public-certificate__sheet" aria-labelledby="ifra-certificate-title">
      <Group justify="space-between" align="flex-start" mb="md" gap="sm" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h3" id="ifra-certificate-title">
            IFRA Certificate of Conformity
          </Title>
          <Text size="sm" c="dimmed">
            Certificate of conformity of a fragrance mixture with IFRA Standards
          </Text>
        </div>
        <DownloadButton href={publicCertificatePdfUrl(token, 'certificate')}>Certificate PDF</DownloadButton>
      </Group>
      {wording && (
        <Text size="sm" c="dimmed" mb="md" data-testid="certificate-scope">
          {wording.scope}
        </Text>
      )}
      <Fields
        rows={[
          ['Certifying party', `${issuer.company}, ${issuer.address}`],
          ...(certificate.deliveredTo === undefined
            ? []
            : [['Certificate delivered to', certificate.deliveredTo ?? 'No customer named'] as [string, string]]),
          ['Product', certificate.productName],
          ['Formula', certificate.formulaReference],
          ['Intended use', `Category ${certificate.category}: ${certificate.categoryDescription}`],
          ['Concentration in the finished product', certificate.dosageDescription],
          ['IFRA Standards', describeStandards(certificate)],
          ...(wording ? [['Markets covered', wording.marketsCovered] as [string, string]] : []),
          ['Document', certificate.certificateReference],
        ]}
      />
      <Divider my="md" />
      <Text size="sm">{statement}</Text>
      <Table.ScrollContainer minWidth={480} mt="sm">
        <Table fz="sm" verticalSpacing={4} aria-label="Maximum concentration by IFRA category">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Category</Table.Th>
              <Table.Th>Product types</Table.Th>
              <Table.Th ta="right">Maximum</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {certificate.maxDosage.map((row) => (
              <Table.Tr
                key={row.category}
                className={row.category === certificate.category ? 'public-certificate__highlight' : undefined}
              >
                <Table.Td>{row.category}</Table.Td>
                <Table.Td>{row.productTypes}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {row.label}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {wording && (
        <Text size="sm" mt="sm">
          {wording.contact}
        </Text>
      )}
      <Signature certificate={certificate} />
      {certificate.specifications.length > 0 && (
        <>
          <Title order={3} size="h5" mt="lg" mb="xs">
            Specification Standards
          </Title>
          <Table fz="sm" verticalSpacing={4} aria-label="Specification Standards">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Standard</Table.Th>
                <Table.Th>Requirement</Table.Th>
                <Table.Th>Confirmed by</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {certificate.specifications.map((item) => (
                <Table.Tr key={item.name}>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td>{item.requirement ?? 'See the IFRA Standard'}</Table.Td>
                  <Table.Td>{item.confirmation}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      <Text size="xs" c="dimmed" mt="md">
        {wording?.notes ??
          'Maximum concentrations are rounded down so that use at the printed value complies. “Not limited”: the IFRA Standards of the formula allow the mixture at up to 100 % in that category. This certificate applies to the formula identified above; any change to the formula requires a new certificate.'}
      </Text>
      {wording && (
        <Text size="xs" c="dimmed" mt="xs">
          {wording.disclaimer}
        </Text>
      )}
    </section>
  );
}

function AllergenDeclaration({ token, certificate }: { token: string; certificate: Certificate }) {
  const { declaration } = certificate;
  return (
    <section className="public-certificate__sheet" aria-labelledby="allergen-declaration-title">
      <Group justify="space-between" align="flex-start" mb="md" gap="sm" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h3" id="allergen-declaration-title">
            Fragrance Allergen Declaration
          </Title>
          <Text size="sm" c="dimmed">
            Regulation (EC) No 1223/2009 on cosmetic products, Annex III, as amended by Regulation (EU) 2023/1545
          </Text>
        </div>
        <DownloadButton href={publicCertificatePdfUrl(token, 'allergen-declaration')}>Declaration PDF</DownloadButton>
      </Group>
      <Fields
        rows={[
          ['Product', certificate.productName],
          ['Finished product', declaration.productType],
          ['Concentration in the finished product', certificate.dosageDescription],
          ['Labelling threshold', declaration.threshold ?? 'Annex III labelling does not apply'],
          ['Document', certificate.declarationReference],
        ]}
      />
      <Divider my="md" />
      {declaration.allergens.length === 0 ? (
        <Text size="sm">
          We declare that the fragrance compound named above contains none of the fragrance allergens listed in Annex
          III of Regulation (EC) No 1223/2009.
        </Text>
      ) : (
        <>
          <Text size="sm" mb="sm">
            We declare that the fragrance compound named above contains the following fragrance allergens listed in
            Annex III of Regulation (EC) No 1223/2009.
          </Text>
          <Table.ScrollContainer minWidth={560}>
            <Table fz="sm" verticalSpacing={4} aria-label="Fragrance allergens">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Label name</Table.Th>
                  <Table.Th>CAS</Table.Th>
                  <Table.Th>Annex III</Table.Th>
                  <Table.Th ta="right">In fragrance</Table.Th>
                  <Table.Th ta="right">In product</Table.Th>
                  <Table.Th ta="right">Declare</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {declaration.allergens.map((entry) => (
                  <Table.Tr key={`${entry.annexIiiReference}-${entry.labelName}`} fw={entry.declare ? 600 : undefined}>
                    <Table.Td>{entry.labelName}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{entry.cas ?? ''}</Table.Td>
                    <Table.Td>{entry.annexIiiReference}</Table.Td>
                    <Table.Td ta="right">{formatPercent(entry.concentrateConcentration)}</Table.Td>
                    <Table.Td ta="right">{formatPercent(entry.concentration)}</Table.Td>
                    <Table.Td ta="right">{entry.declare ? 'Yes' : 'No'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      <Title order={3} size="h5" mt="lg" mb={4}>
        To name in the list of ingredients
      </Title>
      <Text size="sm" fw={500}>
        {declaration.threshold === null
          ? 'Nothing: Annex III labelling does not apply to this product.'
          : declaration.toDeclare.length > 0
            ? declaration.toDeclare.join(', ')
            : 'Nothing: no allergen exceeds the labelling threshold.'}
      </Text>
      <Signature certificate={certificate} />
    </section>
  );
}

type Props = { token: string; data: PublicCertificateData };

/**
 * What a perfumer's client reads at /c/<token>: who issued the documents and when, the reference data used, how to
 * verify the page, then the IFRA certificate and the allergen declaration (each with its PDF as issued). Nothing
 * of the formula's composition is part of the data this page receives.
 */
export function PublicCertificate({ token, data }: Props) {
  const { certificate, shortId } = data;
  return (
    <main className="public-certificate">
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={2}>
              <Text size="xs" tt="uppercase" c="dimmed" fw={600} style={{ letterSpacing: '0.08em' }}>
                Issued by
              </Text>
              <Title order={1} size="h2">
                {certificate.issuer.company}
              </Title>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {certificate.issuer.address}
              </Text>
            </Stack>
            <Badge
              size="lg"
              variant="light"
              color="teal"
              leftSection={<IconShieldCheck size={16} />}
              styles={{ label: { textTransform: 'none' } }}
            >
              Certificate {shortId}
            </Badge>
          </Group>
          <Divider my="md" />
          <Fields
            rows={[
              ['Product', certificate.productName],
              ['Issued on', formatLongDate(certificate.issuedOn)],
              ['Intended use', `IFRA category ${certificate.category} at ${certificate.dosageDescription}`],
              [
                'Reference data',
                `IFRA Standards, ${certificate.ifraAmendment}; EU Cosmetics Regulation annexes, ${certificate.dataVersion.euAnnexEdition}; imported ${certificate.dataVersion.importedOn}`,
              ],
            ]}
          />
          <Text size="sm" mt="md" c="dimmed">
            <Text span fw={600} c="var(--mantine-color-text)">
              How to verify.
            </Text>{' '}
            This page is the verification: it is served from {certificate.issuer.company}’s account and shows the
            documents exactly as they were issued. Check that the short id {shortId} matches the one your supplier gave
            you. If the issuer withdraws the certificate, this address stops answering.
          </Text>
          <Group gap="xs" mt="md" className="public-certificate__no-print">
            <Button size="xs" variant="default" leftSection={<IconPrinter size={14} />} onClick={() => window.print()}>
              Print
            </Button>
            <DownloadButton href={publicCertificatePdfUrl(token, 'certificate')}>Certificate PDF</DownloadButton>
            <DownloadButton href={publicCertificatePdfUrl(token, 'allergen-declaration')}>
              Declaration PDF
            </DownloadButton>
          </Group>
        </Paper>
        <IfraCertificate token={token} certificate={certificate} />
        <AllergenDeclaration token={token} certificate={certificate} />
        <Group gap={6} justify="center" c="dimmed">
          <IconCertificate size={14} />
          <Text size="xs" c="dimmed">
            Issued with {certificate.brandName ?? 'Sillage'}, the perfumer’s workbench. The formula’s composition is not
            part of this page.
          </Text>
        </Group>
      </Stack>
    </main>
  );
}
