import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { SaveClassificationBody } from '../api/material-classification.ts';

type Existing = Partial<Omit<SaveClassificationBody, 'source'>> & { source?: SaveClassificationBody['source'] };

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const optional = (value: number | string) => (typeof value === 'number' ? value : undefined);

/**
 * The classes as CLP writes them (one a line; none: classified as not hazardous), specific limits, M-factors, ATEs,
 * and where they come from: the supplier's SDS (whose, date, revision) or the company's own assessment (who, when).
 */
export function ClassificationForm({
  initial,
  error,
  isSaving,
  onSave,
  onCancel,
}: {
  initial: Existing | null;
  error: string | null;
  isSaving: boolean;
  onSave: (body: SaveClassificationBody) => void;
  onCancel: () => void;
}) {
  const source = initial?.source;
  const [kind, setKind] = useState<'supplierSds' | 'ownAssessment'>(source?.kind ?? 'supplierSds');
  const [classes, setClasses] = useState((initial?.classification ?? []).join('\n'));
  const [limits, setLimits] = useState((initial?.specificConcentrationLimits ?? []).join('\n'));
  const [supplier, setSupplier] = useState(source?.kind === 'supplierSds' ? source.supplier : '');
  const [sdsDate, setSdsDate] = useState(source?.kind === 'supplierSds' ? source.sdsDate : '');
  const [sdsRevision, setSdsRevision] = useState(source?.kind === 'supplierSds' ? source.sdsRevision : '');
  const [assessedBy, setAssessedBy] = useState(source?.kind === 'ownAssessment' ? source.assessedBy : '');
  const [assessedOn, setAssessedOn] = useState(source?.kind === 'ownAssessment' ? source.assessedOn : '');
  const [mAcute, setMAcute] = useState<number | string>(initial?.mFactors?.acute ?? '');
  const [mChronic, setMChronic] = useState<number | string>(initial?.mFactors?.chronic ?? '');
  const [ateOral, setAteOral] = useState<number | string>(initial?.ate?.oral ?? '');
  const [ateDermal, setAteDermal] = useState<number | string>(initial?.ate?.dermal ?? '');
  const [ateInhalation, setAteInhalation] = useState<number | string>(initial?.ate?.inhalation ?? '');
  const [notes, setNotes] = useState(initial?.notes ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({
      classification: lines(classes),
      specificConcentrationLimits: lines(limits),
      mFactors: { acute: optional(mAcute), chronic: optional(mChronic) },
      ate: { oral: optional(ateOral), dermal: optional(ateDermal), inhalation: optional(ateInhalation) },
      source:
        kind === 'supplierSds'
          ? { kind, supplier, sdsDate, sdsRevision }
          : { kind, assessedBy: assessedBy, assessedOn: assessedOn },
      notes: notes.trim() || null,
    });
  };

  return (
    <form onSubmit={submit} aria-label="Classification">
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Source"
          value={kind}
          onChange={(value) => setKind(value as typeof kind)}
          data={[
            { value: 'supplierSds', label: 'Supplier SDS' },
            { value: 'ownAssessment', label: 'Own assessment' },
          ]}
        />
        {kind === 'supplierSds' ? (
          <SimpleGrid cols={3}>
            <TextInput label="Supplier" value={supplier} onChange={(event) => setSupplier(event.currentTarget.value)} />
            <TextInput
              label="SDS date"
              placeholder="YYYY-MM-DD"
              value={sdsDate}
              onChange={(event) => setSdsDate(event.currentTarget.value)}
            />
            <TextInput
              label="Revision"
              value={sdsRevision}
              onChange={(event) => setSdsRevision(event.currentTarget.value)}
            />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={2}>
            <TextInput
              label="Assessed by"
              value={assessedBy}
              onChange={(event) => setAssessedBy(event.currentTarget.value)}
            />
            <TextInput
              label="Assessed on"
              placeholder="YYYY-MM-DD"
              value={assessedOn}
              onChange={(event) => setAssessedOn(event.currentTarget.value)}
            />
          </SimpleGrid>
        )}
        <Textarea
          label="Hazard classes"
          description='One a line, as CLP writes them: "Skin Sens. 1B; H317". Leave empty if the source classifies it as not hazardous.'

          rows={2}
          value={classes}
          onChange={(event) => setClasses(event.currentTarget.value)}
        />
        <Textarea
          label="Specific concentration limits"
          description='One a line, as Annex VI writes them: "Skin Sens. 1; H317: C ≥ 0.01 %".'

          rows={1}
          value={limits}
          onChange={(event) => setLimits(event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          <NumberInput label="M-factor acute" min={1} allowDecimal={false} value={mAcute} onChange={setMAcute} />
          <NumberInput label="M-factor chronic" min={1} allowDecimal={false} value={mChronic} onChange={setMChronic} />
          <NumberInput label="ATE oral (mg/kg)" min={0} value={ateOral} onChange={setAteOral} />
          <NumberInput label="ATE dermal (mg/kg)" min={0} value={ateDermal} onChange={setAteDermal} />
          <NumberInput label="ATE inhalation" min={0} value={ateInhalation} onChange={setAteInhalation} />
        </SimpleGrid>
        <Textarea
          label="Notes"

          rows={1}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        {error && (
          <Alert color="red" title="Not saved">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            Save classification
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
