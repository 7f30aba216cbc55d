import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCertificate, IconDownload, IconEye, IconListCheck, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { IFRA_CATEGORIES } from '../../../../domain/regulatory/ifra-categories.ts';
import type { EuProductType, FormulaDocumentKind, FormulaDocumentOptions } from '../api/get-formula-document.ts';
import {
  saveDocument,
  trackDocumentDownload,
  useDocumentAvailability,
  useDownloadFormulaDocument,
  useFormulaDocumentPreview,
} from '../api/get-formula-document.ts';
import { DocumentRefusal } from './document-refusal.tsx';
import { IFRA_CATEGORY_LABELS } from '../../../../domain/regulatory/ifra-category-labels.ts';
import { PdfPreview } from './pdf-preview.tsx';
import { DocumentProblem } from './document-problem.tsx';
import { CertificateLinksDialog } from './certificate-links-dialog.tsx';

/** The finished product saved with the formula, as the editor keeps it. */
export type SavedFinishedProduct = {
  ifraCategory: string;
  dosagePercent: number;
  basis: 'w/w' | 'v/v';
  application: string;
} | null;

const DOCUMENT_NAMES: Record<FormulaDocumentKind, string> = {
  certificate: 'IFRA certificate',
  'allergen-declaration': 'Allergen declaration',
};

const PRODUCT_TYPES: { value: EuProductType; label: string }[] = [
  { value: 'leave-on', label: 'Leave-on cosmetic' },
  { value: 'rinse-off', label: 'Rinse-off cosmetic' },
  { value: 'not-cosmetic', label: 'Not a cosmetic' },
];

function initialOptions(product: SavedFinishedProduct): FormulaDocumentOptions {
  const application = product?.application;
  return {
    category: product?.ifraCategory ?? '4',
    dosage: product?.dosagePercent ?? 20,
    dosageBasis: product?.basis ?? 'w/w',
    productType: application === 'rinse-off' || application === 'not-cosmetic' ? application : 'leave-on',
  };
}

function PreviewModal({
  formulaId,
  kind,
  options,
  onClose,
}: {
  formulaId: string;
  kind: FormulaDocumentKind;
  options: FormulaDocumentOptions;
  onClose: () => void;
}) {
  const preview = useFormulaDocumentPreview(formulaId, kind, options, true);
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened
      onClose={onClose}
      title={DOCUMENT_NAMES[kind]}
      size={820}
      fullScreen={isPhone}
      styles={{ body: { background: 'var(--mantine-color-default-hover)', paddingTop: 16 } }}
    >
      <Stack gap="sm">
        {preview.error && <DocumentProblem error={preview.error} />}
        {preview.data && (
          <>
            <Group justify="flex-end">
              <Button
                size="xs"
                leftSection={<IconDownload size={14} />}
                onClick={() => {
                  if (!preview.data) return;
                  saveDocument(preview.data);
                  trackDocumentDownload(kind, options.category);
                }}
              >
                Download {preview.data.fileName}
              </Button>
            </Group>
            <PdfPreview bytes={preview.data.bytes} title={DOCUMENT_NAMES[kind]} />
          </>
        )}
        {preview.isPending && (
          <Text size="sm" c="dimmed" role="status">
            Preparing the document…
          </Text>
        )}
      </Stack>
    </Modal>
  );
}

type Props = {
  /** null for a formula not saved yet. */
  formulaId: string | null;
  product: SavedFinishedProduct;
  /** Without a title and with tighter fields, for a side panel. */
  variant?: 'card' | 'panel';
  /** The formula has changes not saved yet: the documents are of the saved version. */
  hasUnsavedChanges?: boolean;
};

/**
 * The documents a perfumer signs and sends to a client, for the category, dosage and product type chosen here:
 * the IFRA certificate of conformity and the EU allergen declaration, downloaded or previewed. Issued by the
 * server from the saved formula, so it says why when it refuses (not certifiable, Company section incomplete).
 */
export function FormulaDocumentsPanel({ formulaId, product, variant = 'card', hasUnsavedChanges = false }: Props) {
  const [options, setOptions] = useState<FormulaDocumentOptions>(() => initialOptions(product));
  const [preview, setPreview] = useState<FormulaDocumentKind | null>(null);
  const [isSharing, setSharing] = useState(false);
  const download = useDownloadFormulaDocument();
  const isPanel = variant === 'panel';
  const change = (next: Partial<FormulaDocumentOptions>) => {
    download.reset();
    setOptions((current) => ({ ...current, ...next }));
  };
  const busyKind = download.isPending ? download.variables.kind : null;
  const handleDownload = (kind: FormulaDocumentKind) => formulaId && download.mutate({ formulaId, kind, options });
  const availability = useDocumentAvailability(formulaId, options);
  const refusalOf = (kind: FormulaDocumentKind) => {
    const entry = availability.data?.[kind];
    return entry && !entry.canIssue ? entry : null;
  };
  const certificateRefusal = refusalOf('certificate');
  const declarationRefusal = refusalOf('allergen-declaration');

  return (
    <Stack gap="sm" aria-label="Certificates and declarations" role="group">
      {isPanel ? (
        <Text fw={600} size="sm">
          Certificates
        </Text>
      ) : (
        <div>
          <Title order={2} size="h4">
            Certificates
          </Title>
          <Text size="sm" c="dimmed">
            The IFRA certificate of conformity and the EU allergen declaration, signed with your company details, for
            the product you choose.
          </Text>
        </div>
      )}
      <SimpleGrid cols={isPanel ? 1 : { base: 1, sm: 3 }} spacing="xs">
        <Select
          label="IFRA category"
          size={isPanel ? 'xs' : 'sm'}
          data={IFRA_CATEGORIES.map((category) => ({
            value: category,
            label: `${category} · ${IFRA_CATEGORY_LABELS[category] ?? ''}`,
          }))}
          value={options.category}
          onChange={(value) => value && change({ category: value })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <NumberInput
          label={`Dosage (% ${options.dosageBasis})`}
          size={isPanel ? 'xs' : 'sm'}
          min={0.001}
          max={100}
          decimalScale={3}
          suffix="%"
          value={options.dosage}
          onChange={(value) => typeof value === 'number' && value > 0 && value <= 100 && change({ dosage: value })}
        />
        <Select
          label="Finished product"
          size={isPanel ? 'xs' : 'sm'}
          data={PRODUCT_TYPES}
          value={options.productType}
          onChange={(value) => value && change({ productType: value as EuProductType })}
          allowDeselect={false}
        />
      </SimpleGrid>
      {formulaId === null ? (
        <Text size="sm" c="dimmed">
          Save the formula to issue its certificate and allergen declaration.
        </Text>
      ) : (
        <>
          <Group gap="xs" align="flex-start">
            <Button
              size="xs"
              leftSection={<IconCertificate size={14} />}
              loading={busyKind === 'certificate'}
              disabled={certificateRefusal !== null}
              aria-describedby={certificateRefusal ? 'certificate-refusal' : undefined}
              onClick={() => handleDownload('certificate')}
            >
              Certificate
            </Button>
            {certificateRefusal && (
              <DocumentRefusal availability={certificateRefusal} formulaId={formulaId} id="certificate-refusal" />
            )}
          </Group>
          <Group gap="xs" align="flex-start">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconListCheck size={14} />}
              loading={busyKind === 'allergen-declaration'}
              disabled={declarationRefusal !== null}
              aria-describedby={declarationRefusal ? 'declaration-refusal' : undefined}
              onClick={() => handleDownload('allergen-declaration')}
            >
              Allergen declaration
            </Button>
            {declarationRefusal && (
              <DocumentRefusal availability={declarationRefusal} formulaId={formulaId} id="declaration-refusal" />
            )}
          </Group>
          <TextInput
            label="Certificate delivered to"
            description="The customer the certificate is for"
            size="xs"
            maxLength={200}
            value={options.deliveredTo ?? ''}
            onChange={(event) => change({ deliveredTo: event.currentTarget.value })}
          />
          <Checkbox
            size="xs"
            label="List the IFRA-regulated materials with CAS and concentration (reveals composition)"
            checked={options.regulatedMaterials === true}
            onChange={(event) => change({ regulatedMaterials: event.currentTarget.checked })}
          />
          <Group gap="xs">
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              leftSection={<IconEye size={13} />}
              onClick={() => setPreview('certificate')}
            >
              Preview certificate
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              leftSection={<IconEye size={13} />}
              onClick={() => setPreview('allergen-declaration')}
            >
              Preview declaration
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              leftSection={<IconShare size={13} />}
              onClick={() => setSharing(true)}
            >
              Share with a client
            </Button>
          </Group>
          {hasUnsavedChanges && (
            <Text size="xs" c="dimmed">
              Documents are issued from the last saved version.
            </Text>
          )}
          {download.error && <DocumentProblem error={download.error} />}
        </>
      )}
      {isSharing && formulaId && (
        <CertificateLinksDialog formulaId={formulaId} options={options} onClose={() => setSharing(false)} />
      )}
      {preview && formulaId && (
        <PreviewModal formulaId={formulaId} kind={preview} options={options} onClose={() => setPreview(null)} />
      )}
    </Stack>
  );
}
