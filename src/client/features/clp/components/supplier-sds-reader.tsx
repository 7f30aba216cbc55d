import {
  Alert,
  Badge,
  Button,
  Checkbox,
  FileInput,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type DragEvent } from 'react';
import {
  buildSdsClassificationBody,
  collectSdsProposals,
  toIsoSdsDate,
  type SdsProposalRow,
} from '../../../../domain/clp/collect-sds-proposals.ts';
import type { SaveClassificationBody } from '../api/material-classification.ts';
import { useReadSupplierSds, type SupplierSdsResult } from '../api/read-supplier-sds.ts';

const KIND_TITLES: Record<SdsProposalRow['kind'], string> = {
  classification: 'Classification (section 2.1)',
  statement: 'Hazard statements (section 2.2)',
  component: 'Components (section 3)',
};

/** One proposal: its tick, its value, its page(s) and who read it; the model's quote beneath. */
function ProposalRow({
  row,
  checked,
  onChange,
}: {
  row: SdsProposalRow;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const pages = `page ${row.pages.join(', ')}`;
  return (
    <Stack gap={2}>
      <Checkbox
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        aria-label={`Keep ${row.value}`}
        label={
          <Group gap={6} wrap="wrap">
            <Text size="sm">{row.value}</Text>
            <Badge size="xs" variant="outline" color="gray">
              {pages}
            </Badge>
            {row.readBy.map((by) => (
              <Badge key={by} size="xs" variant="light" color={by === 'ai' ? 'violet' : 'blue'}>
                {by === 'ai' ? 'AI' : 'Text'}
              </Badge>
            ))}
          </Group>
        }
      />
      {row.quote && (
        <Text size="xs" c="dimmed" pl={30}>
          “{row.quote}”
        </Text>
      )}
    </Stack>
  );
}

/** The proposals of one reading, to tick (none ticked), with the SDS's supplier, date and revision to edit. */
function SdsProposals({
  result,
  fileName,
  error,
  isSaving,
  onSave,
}: {
  result: SupplierSdsResult;
  fileName: string;
  error: string | null;
  isSaving: boolean;
  onSave: (body: SaveClassificationBody) => void;
}) {
  const { reading, ai } = result;
  const [rows] = useState(() => collectSdsProposals(reading, ai));
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [supplier, setSupplier] = useState('');
  const [sdsDate, setSdsDate] = useState(toIsoSdsDate(reading.revision.date?.text));
  const [sdsRevision, setSdsRevision] = useState(reading.revision.version?.text ?? '');
  const hasClassification = rows.some((row) => row.kind === 'classification' && ticked.has(row.key));
  const toggle = (key: string, checked: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (checked) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <Stack gap="sm">
      <Text size="sm">
        {reading.pages} {reading.pages === 1 ? 'page' : 'pages'} read. Tick what the sheet says and you confirm; nothing
        else is saved.
      </Text>
      {reading.notes.map((note) => (
        <Alert key={note} color="yellow" variant="light">
          {note}
        </Alert>
      ))}
      {ai && ai.dropped.length > 0 && (
        <Text size="xs" c="dimmed">
          {ai.dropped.length} AI {ai.dropped.length === 1 ? 'proposal was' : 'proposals were'} left out: not quoted from
          the page cited ({ai.dropped.map((item) => `${item.text}: ${item.reason}`).join('; ')}).
        </Text>
      )}
      {rows.length === 0 && <Text size="sm">Nothing could be read from sections 2 and 3.</Text>}
      {(['classification', 'statement', 'component'] as const).map((kind) => {
        const ofKind = rows.filter((row) => row.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <Stack key={kind} gap={6} role="group" aria-label={KIND_TITLES[kind]}>
            <Text fw={600} size="sm">
              {KIND_TITLES[kind]}
            </Text>
            {ofKind.map((row) => (
              <ProposalRow
                key={row.key}
                row={row}
                checked={ticked.has(row.key)}
                onChange={(checked) => toggle(row.key, checked)}
              />
            ))}
          </Stack>
        );
      })}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Supplier" value={supplier} onChange={(event) => setSupplier(event.currentTarget.value)} />
        <TextInput
          label="SDS date"
          placeholder="YYYY-MM-DD"
          description={
            reading.revision.date
              ? `The sheet: ${reading.revision.date.text} (page ${reading.revision.date.page})`
              : undefined
          }
          value={sdsDate}
          onChange={(event) => setSdsDate(event.currentTarget.value)}
        />
        <TextInput
          label="Revision"
          description={
            reading.revision.version
              ? `The sheet: ${reading.revision.version.text} (page ${reading.revision.version.page})`
              : undefined
          }
          value={sdsRevision}
          onChange={(event) => setSdsRevision(event.currentTarget.value)}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Saving replaces the material’s classification with the ticked classes, sourced to this SDS; ticked statements
        and components are kept in its notes. Tick at least one class: a material the SDS calls not hazardous is entered
        with “Enter classification”.
      </Text>
      {error && (
        <Alert color="red" title="Not saved">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          disabled={!hasClassification}
          loading={isSaving}
          onClick={() => onSave(buildSdsClassificationBody(rows, ticked, { supplier, sdsDate, sdsRevision, fileName }))}
        >
          Save ticked classification
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * "Read a supplier SDS" on the material's CLP card (issue 31, Data): drop or choose the PDF, see each proposal with
 * its page (and the model's, quoted, when asked), tick the ones to keep, and save them through the classification
 * update. Nothing enters the classification unticked.
 */
export function SupplierSdsReader({
  materialId,
  canUseAi,
  error,
  isSaving,
  onSave,
}: {
  materialId: string;
  canUseAi: boolean;
  error: string | null;
  isSaving: boolean;
  onSave: (body: SaveClassificationBody) => void;
}) {
  const read = useReadSupplierSds(materialId);
  const [file, setFile] = useState<File | null>(null);
  const [useAi, setUseAi] = useState(false);
  const [isDragging, setIsDragging] = useState(false);
  const handleFile = (next: File | null) => {
    setFile(next);
    if (next) read.mutate({ file: next, useAi: canUseAi && useAi });
    else read.reset();
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    handleFile(event.dataTransfer.files[0] ?? null);
  };

  return (
    <Stack gap="sm">
      <Paper
        withBorder
        p="md"
        radius="md"
        style={{ borderStyle: 'dashed', borderColor: isDragging ? 'var(--mantine-primary-color-filled)' : undefined }}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={handleDrop}
        aria-label="Drop the supplier's SDS here"
      >
        <Stack gap="xs">
          <Text size="sm">Drop the supplier’s SDS (PDF, at most 5 MB) here, or choose it.</Text>
          <FileInput
            label="Supplier SDS"
            accept="application/pdf"
            placeholder="Choose a PDF"
            value={file}
            onChange={handleFile}
            clearable
          />
          {canUseAi && (
            <Checkbox
              label="Ask the AI too (each proposal quoted from its page; counts toward the AI budget)"
              checked={useAi}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setUseAi(checked);
                // A PDF already chosen is read again, with or without the model.
                if (file) read.mutate({ file, useAi: checked });
              }}
            />
          )}
        </Stack>
      </Paper>
      {read.isPending && (
        <Text size="sm" c="dimmed" role="status">
          Reading the SDS…
        </Text>
      )}
      {read.isError && (
        <Alert color="red" title={read.variables.useAi ? 'The AI could not read the SDS' : 'The SDS could not be read'}>
          {read.error.message}
          {read.variables.useAi && ' Untick “Ask the AI too” to read it by its text alone.'}
        </Alert>
      )}
      {read.data && file && (
        <SdsProposals
          key={read.submittedAt}
          result={read.data}
          fileName={file.name}
          error={error}
          isSaving={isSaving}
          onSave={onSave}
        />
      )}
    </Stack>
  );
}
