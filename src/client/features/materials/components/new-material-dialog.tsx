import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { OWN_MATERIAL_KINDS, type OwnMaterialKind } from '../../../../domain/materials/own-material-kind.ts';
import { validateComposition } from '../../../../domain/materials/validate-composition.ts';
import { hrefs } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api.ts';
import { useSaveMaterial, type MaterialFormInput } from '../api/save-material.ts';
import type { MaterialSearchResult } from '../../../lib/materials/use-material-search.ts';
import { MaterialPicker } from '../../../components/material-picker.tsx';
import { NATURAL_TYPE_DESCRIPTION, NATURAL_TYPE_OPTIONS } from './natural-type-field.tsx';

type Line = { key: number; material: MaterialSearchResult | null; percent: number | string };

const KIND_LABELS: Record<OwnMaterialKind, string> = {
  natural: 'Natural',
  accord: 'Accord',
  base: 'Base',
  dilution: 'Dilution',
  substance: 'Substance',
};
const toNumber = (value: number | string) => (typeof value === 'number' ? value : Number.parseFloat(value));

let nextKey = 1;
const newLine = (): Line => ({ key: nextKey++, material: null, percent: '' });

/** Creates one of the user's own materials: a natural, an accord or base with its composition, or a dilution. */
export function NewMaterialDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const save = useSaveMaterial();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<OwnMaterialKind>('accord');
  const [cas, setCas] = useState('');
  const [odourFamily, setOdourFamily] = useState('');
  const [notes, setNotes] = useState('');
  const [naturalType, setNaturalType] = useState('');
  const [flavourGrade, setFlavourGrade] = useState<'unknown' | 'yes' | 'no'>('unknown');
  const [lines, setLines] = useState<Line[]>([newLine()]);
  const [diluted, setDiluted] = useState<MaterialSearchResult | null>(null);
  const [solvent, setSolvent] = useState<MaterialSearchResult | null>(null);
  const [dilutionPercent, setDilutionPercent] = useState<number | string>(10);

  const hasComposition = kind === 'accord' || kind === 'base';
  const filledLines = lines.filter((line) => line.material);
  const composition = filledLines.map((line) => ({
    materialId: line.material?.id ?? '',
    percent: toNumber(line.percent),
  }));
  const sum = composition.reduce((total, line) => total + (Number.isFinite(line.percent) ? line.percent : 0), 0);
  const compositionIssues = hasComposition ? validateComposition(composition) : [];
  const serverError =
    save.error instanceof ApiError ? save.error.message : save.error ? 'Failed to save the material' : null;

  const updateLine = (key: number, change: Partial<Line>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)));

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input: MaterialFormInput = {
      name,
      kind,
      cas: cas.trim() || null,
      odourFamily: odourFamily.trim() || null,
      notes: notes.trim() || null,
      isFoodGradeFlavour: flavourGrade === 'unknown' ? null : flavourGrade === 'yes',
      naturalType: kind === 'natural' && naturalType ? (naturalType as MaterialFormInput['naturalType']) : null,
      composition: hasComposition ? composition : [],
      dilution:
        kind === 'dilution' && diluted && solvent
          ? { materialId: diluted.id, percent: toNumber(dilutionPercent), solventMaterialId: solvent.id }
          : null,
    };
    const saved = await save.mutateAsync(input).catch(() => null);
    if (saved) {
      onClose();
      void navigate(hrefs.material(saved.material.id));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="New material" size="lg">
      <form onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="md">
          <SegmentedControl
            aria-label="Kind of material"
            data={OWN_MATERIAL_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))}
            value={kind}
            onChange={(value) => setKind(value as OwnMaterialKind)}
          />
          <TextInput
            label="Name"
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          <Group grow>
            {(kind === 'natural' || kind === 'substance') && (
              <TextInput
                label="CAS number"
                placeholder="e.g. 8007-75-8"
                value={cas}
                onChange={(event) => setCas(event.currentTarget.value)}
              />
            )}
            <TextInput
              label="Odour family"
              placeholder="e.g. Floral"
              value={odourFamily}
              onChange={(event) => setOdourFamily(event.currentTarget.value)}
            />
          </Group>
          {kind === 'natural' && (
            <NativeSelect
              label="Type, as the supplier's specification states it"
              data={NATURAL_TYPE_OPTIONS}
              value={naturalType}
              onChange={(event) => setNaturalType(event.currentTarget.value)}
              description={NATURAL_TYPE_DESCRIPTION}
            />
          )}
          {hasComposition && (
            <Stack gap="xs">
              <Text fw={500}>Composition</Text>
              {lines.map((line, position) => (
                <Group key={line.key} align="flex-end" wrap="nowrap">
                  <div style={{ flex: 1 }}>
                    <MaterialPicker
                      label={`Material ${position + 1}`}
                      value={line.material}
                      onChange={(material) => updateLine(line.key, { material })}
                    />
                  </div>
                  <NumberInput
                    label="%"
                    w={110}
                    min={0}
                    max={100}
                    decimalScale={4}
                    value={line.percent}
                    onChange={(percent) => updateLine(line.key, { percent })}
                    aria-label={`Share of material ${position + 1} (%)`}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    mb={2}
                    aria-label={`Remove material ${position + 1}`}
                    onClick={() =>
                      setLines((current) =>
                        current.length > 1 ? current.filter((candidate) => candidate.key !== line.key) : [newLine()],
                      )
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
              <Group justify="space-between">
                <Button
                  variant="subtle"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => setLines((current) => [...current, newLine()])}
                >
                  Add a material
                </Button>
                <Text size="sm" c={sum > 100 ? 'red' : 'dimmed'} aria-live="polite">
                  Total {Math.round(sum * 1000) / 1000} %
                  {sum < 100 && filledLines.length > 0 ? ' (the rest unspecified)' : ''}
                </Text>
              </Group>
              {compositionIssues.map((issue) => (
                <Text key={issue.path + issue.message} size="sm" c="red">
                  {issue.message}
                </Text>
              ))}
            </Stack>
          )}
          {kind === 'dilution' && (
            <Stack gap="xs">
              <MaterialPicker label="Material diluted" value={diluted} onChange={setDiluted} />
              <Group grow>
                <NumberInput
                  label="Strength (%)"
                  min={0.0001}
                  max={100}
                  decimalScale={4}
                  value={dilutionPercent}
                  onChange={setDilutionPercent}
                />
                <MaterialPicker label="Solvent" value={solvent} onChange={setSolvent} />
              </Group>
            </Stack>
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="flavour-grade-label">
              Food / flavour grade
            </Text>
            <SegmentedControl
              aria-labelledby="flavour-grade-label"
              size="xs"
              value={flavourGrade}
              onChange={(value) => setFlavourGrade(value as 'unknown' | 'yes' | 'no')}
              data={[
                { value: 'unknown', label: 'Not declared' },
                { value: 'yes', label: 'Food/flavour grade' },
                { value: 'no', label: 'Not food grade' },
              ]}
            />
            <Text size="xs" c="dimmed">
              IFRA categories 1 (lip products) and 6 (oral care) need every material to be a recognised flavouring; not
              declared, they read “Not assessed”.
            </Text>
          </Stack>
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
          {serverError && (
            <Alert color="red" variant="light" role="alert">
              {serverError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!name.trim() || compositionIssues.length > 0}>
              Create material
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
