import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { fetchCompliancePdf, type ComplianceDocument } from '../../../features/regulatory/api/fetch-compliance-pdf.ts';
import { useSampleFormulas, type SampleFormula } from '../../../features/regulatory/api/list-sample-formulas.ts';
import { PdfPreview } from '../../../features/regulatory/components/pdf-preview.tsx';

function toReportBody(sample: SampleFormula) {
  return {
    lines: sample.lines.map((line) => ({ materialId: line.materialId, grams: line.grams })),
    category: sample.category,
    dosage: sample.dosage,
    dosageBasis: 'w/w',
    productType: sample.productType,
    productName: sample.title,
  };
}

/** /admin/ifra-pdf-test: the certificate and the allergen declaration of sample formulas made of real library materials. */
export function AdminIfraPdfTestScreen() {
  const { data, isPending, error } = useSampleFormulas();
  const [preview, setPreview] = useState<{ bytes: ArrayBuffer; title: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  async function open(sample: SampleFormula, document: ComplianceDocument) {
    setBusy(`${sample.id}|${document}`);
    setProblem(null);
    try {
      const blob = await fetchCompliancePdf(document, toReportBody(sample));
      setPreview({
        bytes: await blob.arrayBuffer(),
        title: `${document === 'certificate' ? 'IFRA certificate' : 'Allergen declaration'}: ${sample.title}`,
      });
    } catch (caught) {
      setProblem(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(null);
    }
  }
  if (isPending) return <Loader size="sm" m="xl" />;
  if (error) return <Alert color="red">{error.message}</Alert>;
  if (data.items.length === 0) {
    return (
      <EmptyState
        title="IFRA Certificate Check"
        description="The sample formulas are built from real library materials. Import the IFRA Standards, the IFRA annex and the materials datasets in Reference Data Import first."
        icon={IconFileText}
      />
    );
  }
  return (
    <Stack gap="xl" py="md" maw={1200}>
      <Stack gap={6}>
        <Title order={1}>IFRA Certificate Check</Title>
        <Text c="dimmed">
          Sample formulas built from materials of the library, computed by the same engine as every formula. Open a
          document to check it.
        </Text>
      </Stack>
      {problem && <Alert color="red">{problem}</Alert>}
      {data.items.map((sample) => (
        <Stack key={sample.id} gap="xs" pt="md" style={{ borderTop: '1px solid var(--sl-border)' }}>
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Title order={2} size="h4">
                {sample.title}
              </Title>
              <Text size="sm" c="dimmed">
                Category {sample.category} · {sample.dosage}% · {sample.productType}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                loading={busy === `${sample.id}|certificate`}
                onClick={() => void open(sample, 'certificate')}
              >
                IFRA certificate
              </Button>
              <Button
                size="xs"
                variant="light"
                loading={busy === `${sample.id}|allergen-declaration`}
                onClick={() => void open(sample, 'allergen-declaration')}
              >
                Allergen declaration
              </Button>
            </Group>
          </Group>
          <Table verticalSpacing={2} fz="sm" maw={640}>
            <Table.Tbody>
              {sample.lines.map((line) => (
                <Table.Tr key={line.materialId}>
                  <Table.Td>{line.name}</Table.Td>
                  <Table.Td ff="monospace" c="dimmed">
                    {line.cas}
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {line.grams} g
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
      {preview && (
        <Stack gap="xs">
          <Text fw={600}>{preview.title}</Text>
          <Stack maw={820} p="md" style={{ background: 'var(--mantine-color-default-hover)', borderRadius: 8 }}>
            <PdfPreview bytes={preview.bytes} title={preview.title} />
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
