import { Alert, Anchor, Badge, Group, List, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { MaterialPicker, type PickedMaterial } from '../../../components/material-picker.tsx';
import { numberOfField } from '../../../lib/number-field.ts';
import { labelPdfHref, sdsPdfHref, useFormulaClp, type ClpProductOptions } from '../api/get-formula-clp.ts';
import { FormulaUfiLine } from './formula-ufi-line.tsx';
import { GhsPictogram } from './ghs-pictogram.tsx';
import { groupUndetermined } from '../../../../domain/clp/group-undetermined.ts';

type FormChoice = ClpProductOptions['productForm'] | 'cosmetic';

const FORMS: { value: FormChoice; label: string }[] = [
  { value: 'cosmetic', label: 'Cosmetic (no CLP label)' },
  { value: 'concentrate', label: 'Fragrance concentrate (B2B)' },
  { value: 'candle', label: 'Candle' },
  { value: 'waxMelt', label: 'Wax melt' },
  { value: 'reedDiffuser', label: 'Reed diffuser' },
  { value: 'roomSpray', label: 'Room spray' },
  { value: 'essentialOilBlend', label: 'Essential-oil blend' },
];
const LOADED = new Set<FormChoice>(['candle', 'waxMelt', 'reedDiffuser', 'roomSpray']);

/**
 * The CLP label of the saved formula, beside the IFRA documents, for a product that is not a cosmetic: the form,
 * the load of a finished article and the measured flash point are chosen here; the label follows every save.
 */
export function ClpLabelPanel({
  formulaId,
  hasUnsavedChanges,
}: {
  formulaId: string | null;
  hasUnsavedChanges: boolean;
}) {
  // Each save (unsaved changes → none) asks for the label again.
  const [saves, setSaves] = useState(0);
  const [wasUnsaved, setWasUnsaved] = useState(hasUnsavedChanges);
  if (wasUnsaved !== hasUnsavedChanges) {
    setWasUnsaved(hasUnsavedChanges);
    if (!hasUnsavedChanges) setSaves(saves + 1);
  }
  const [form, setForm] = useState<FormChoice>('cosmetic');
  // Each field keeps what is typed ("8." while a decimal is typed); the label takes its number.
  const [loadField, setLoadField] = useState<number | string>(10);
  const [flashPointField, setFlashPointField] = useState<number | string>('');
  const [boilingPointField, setBoilingPointField] = useState<number | string>('');
  const [viscosityField, setViscosityField] = useState<number | string>('');
  const loadPercent = numberOfField(loadField);
  const flashPointC = numberOfField(flashPointField);
  const boilingPointC = numberOfField(boilingPointField);
  const viscosity = numberOfField(viscosityField);
  const [base, setBase] = useState<PickedMaterial | null>(null);
  const isLoaded = LOADED.has(form);
  const isLiquid = !['candle', 'waxMelt', 'cosmetic'].includes(form);
  // Annex I Table 2.6.1: below 23 °C the category (1 or 2) is decided by the initial boiling point.
  const needsBoilingPoint = flashPointC !== null && flashPointC < 23;
  const options: ClpProductOptions | null =
    form === 'cosmetic'
      ? null
      : {
          productForm: form,
          loadPercent: isLoaded ? loadPercent : null,
          supplyTo: 'generalPublic',
          flashPointC,
          initialBoilingPointC: needsBoilingPoint ? boilingPointC : null,
          kinematicViscosity40C: isLiquid ? viscosity : null,
          baseMaterialId: isLoaded ? (base?.id ?? null) : null,
        };
  const clp = useFormulaClp(formulaId, saves, options && (!isLoaded || loadPercent) ? options : null);
  const data = clp.data;
  return (
    <Paper withBorder p="md" radius="md" aria-label="CLP label">
      <Stack gap="sm">
        <Title order={4}>CLP label</Title>
        {/* One field a line: the side panel is narrow, and two side by side cut "Candle" and wrap the labels. */}
        <Stack gap="xs">
          <Select
            label="Product form"
            data={FORMS}
            value={form}
            allowDeselect={false}
            onChange={(value) => setForm((value as FormChoice | null) ?? 'cosmetic')}
          />
          {isLoaded && (
            <NumberInput
              label="Fragrance load (%)"
              min={0.01}
              max={100}
              decimalScale={3}
              value={loadField}
              onChange={setLoadField}
            />
          )}
          {isLoaded && (
            <MaterialPicker
              label="Base"
              value={base}
              onChange={setBase}
              showChosen
              aria-label="Base of the article (wax, diffuser or spray base)"
            />
          )}
          {isLoaded && !base && (
            <Text size="xs" c="dimmed">
              The wax, diffuser base or spray base, with its supplier&apos;s classification on its material page.
              Without it, what the base brings (a diffuser base&apos;s aspiration hazard) cannot be decided.
            </Text>
          )}
          {isLiquid && (
            <NumberInput label="Measured flash point (°C)" value={flashPointField} onChange={setFlashPointField} />
          )}
          {needsBoilingPoint && isLiquid && (
            <NumberInput
              label="Initial boiling point (°C)"
              description="A flash point below 23 °C is category 1 or 2 by the boiling point."
              value={boilingPointField}
              onChange={setBoilingPointField}
            />
          )}
          {isLiquid && (
            <NumberInput
              label="Kinematic viscosity at 40 °C (mm²/s)"
              description="Decides the aspiration hazard (H304) of a liquid with 10 % or more Asp. Tox. 1 ingredients."
              min={0}
              decimalScale={2}
              value={viscosityField}
              onChange={setViscosityField}
            />
          )}
        </Stack>
        {form === 'cosmetic' && (
          <Text size="sm" c="dimmed">
            A cosmetic follows the Cosmetics Regulation (see the IFRA certificate and allergen declaration). Choose a
            product form to see its CLP label.
          </Text>
        )}
        {form !== 'cosmetic' && formulaId === null && (
          <Text size="sm" c="dimmed">
            Save the formula to compute its CLP label.
          </Text>
        )}
        {form !== 'cosmetic' && hasUnsavedChanges && formulaId !== null && (
          <Text size="xs" c="dimmed">
            The label shows the last saved version.
          </Text>
        )}
        {clp.error && <Alert color="red">{clp.error.message}</Alert>}
        {options && data && formulaId && (
          <Stack gap="xs" data-testid="clp-label">
            {data.label.pictograms.length > 0 && (
              <Group gap="xs">
                {data.label.pictograms.map((code) => (
                  <GhsPictogram key={code} code={code} />
                ))}
              </Group>
            )}
            <Text fw={700}>{data.label.signalWord ?? 'No signal word'}</Text>
            {data.label.hazardStatements.length === 0 && data.classification.length === 0 && (
              <Text size="sm">
                {data.undetermined.length === 0
                  ? 'Not classified as hazardous.'
                  : 'No hazard classified on the data given; the classes below are not determined.'}
              </Text>
            )}
            <List size="sm" spacing={2}>
              {[...data.label.hazardStatements, ...data.label.supplementalStatements].map((statement) => (
                <List.Item key={`${statement.code}-${statement.text}`}>
                  {statement.code ? <b>{statement.code} </b> : null}
                  {statement.text}
                </List.Item>
              ))}
            </List>
            {data.label.namedOnLabel.length > 0 && (
              <Text size="sm">Contains: {data.label.namedOnLabel.map((substance) => substance.name).join(', ')}</Text>
            )}
            {data.label.precautionaryStatements.length > 0 && (
              <List size="xs" spacing={2} aria-label="Precautionary statements">
                {data.label.precautionaryStatements.map((statement) => (
                  <List.Item key={statement.code}>
                    <b>{statement.code}</b> {statement.text}
                  </List.Item>
                ))}
              </List>
            )}
            <Group gap="xs">
              {data.packaging.childResistantFastening && (
                <Badge color="orange" variant="dot">
                  Child-resistant fastening
                </Badge>
              )}
              {data.packaging.tactileWarning && (
                <Badge color="orange" variant="dot">
                  Tactile warning of danger
                </Badge>
              )}
              {data.ufiRequired && <Badge variant="outline">UFI required</Badge>}
            </Group>
            <FormulaUfiLine formulaId={formulaId} required={data.ufiRequired} />
            {groupUndetermined(data.undetermined).map(({ classes, reason }) => (
              <Alert key={classes.join()} color="yellow" p="xs">
                {classes.length === 1 && reason.startsWith(classes[0]!) ? reason : `${classes.join(', ')}: ${reason}`}
              </Alert>
            ))}
            {/* A class whose category is undecided (Flam. Liq. 1 or 2): the server issues no document; say so. */}
            {data.undetermined.some((entry) => (entry.candidateCategories?.length ?? 0) > 0) ? (
              <Text size="sm" c="dimmed">
                No label or safety data sheet until the initial boiling point is entered.
              </Text>
            ) : (
              <Group gap="md">
                <Text size="sm" fw={600}>
                  PDF
                </Text>
                {(['sticker', 'bottle', 'a4-sheet'] as const).map((size) => (
                  <Anchor key={size} size="sm" href={labelPdfHref(formulaId, options, size)} download>
                    {{ sticker: 'Candle sticker', bottle: 'Bottle label', 'a4-sheet': 'A4 sheet' }[size]}
                  </Anchor>
                ))}
                {(options.productForm === 'concentrate' || options.productForm === 'essentialOilBlend') && (
                  <Anchor size="sm" href={sdsPdfHref(formulaId, options)} download>
                    Safety data sheet
                  </Anchor>
                )}
              </Group>
            )}
            <Text size="xs" c="dimmed">
              {data.dataVersion.citation}. Only Annex VI entries classify the lines until materials carry their supplier
              classification.
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
