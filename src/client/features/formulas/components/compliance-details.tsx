import { Alert, Button, Checkbox, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useContext, useMemo, useRef, useState } from 'react';
import { describeUnresolved } from '../../../../domain/formulas/build-compliance-lines.ts';
import {
  describeAllergenGaps,
  describeFailure,
  listFailingMaterials,
} from '../../../../domain/formulas/describe-compliance-failures.ts';
import type { FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import type { ComplianceFix } from '../../../../domain/regulatory/propose-compliance-fix.ts';
import { proposeComplianceFixes } from '../../../../domain/regulatory/propose-compliance-fix.ts';
import { getMaterialProfilesQueryOptions } from '../api/get-material-profiles.ts';
import { getLotChoicesQueryOptions } from '../api/inventory-lots.ts';
import { useConfirmSpecification } from '../api/specification-confirmations.ts';
import type { LiveCompliance } from '../hooks/use-live-compliance.ts';
import { AllergenTable } from './allergen-table.tsx';
import { AnnexIiiRequirements } from './annex-iii-requirements.tsx';
import { ConstituentSources } from './constituent-sources.tsx';
import { TypicalCompositionToggles } from './typical-composition-toggles.tsx';
import { FormulaMarketsSlot } from '../../../lib/formula-markets-slot.ts';

type Ready = Extract<LiveCompliance, { state: 'ready' }>;

/**
 * The previous value while the new one has the same content (compared as JSON): each keystroke in the grid builds a
 * new compliance report, and the parts of it that did not change then do not re-render their Mantine components.
 */
function useSameContent<Value>(value: Value): Value {
  const last = useRef<{ json: string; value: Value } | null>(null);
  const json = JSON.stringify(value);
  if (last.current?.json !== json) last.current = { json, value };
  return last.current.value;
}

function Failures({ compliance, rows }: { compliance: Ready; rows: readonly FormulaRow[] }) {
  const { report } = compliance;
  const lineNumbers = useMemo(() => new Map(rows.map((row, index) => [row.id, index + 1])), [rows]);
  const view = useSameContent(
    useMemo(
      () => ({
        failing: listFailingMaterials(report),
        described: report.failures.map((failure) =>
          describeFailure(failure, (lineId) => lineNumbers.get(lineId) ?? null),
        ),
      }),
      [report, lineNumbers],
    ),
  );
  return <FailureList {...view} />;
}

const FailureList = memo(function FailureList({
  failing,
  described: failures,
}: {
  failing: string[];
  described: ReturnType<typeof describeFailure>[];
}) {
  if (failures.length === 0) return null;
  return (
    <Stack gap={6} data-testid="formula-compliance-failures">
      {failing.length > 0 && (
        <Text size="sm" fw={600}>
          Fails because of {failing.join(', ')}
        </Text>
      )}
      {failures.map((described, index) => {
        return (
          <Paper key={index} withBorder p={8} radius="sm">
            <Text size="sm">{described.title}</Text>
            <Text size="xs" c="dimmed">
              {described.source}
            </Text>
            {described.members.length > 0 && (
              <Text size="xs" mt={2}>
                From {described.members.join('; ')}
              </Text>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
});

type Specification = Ready['report']['specifications'][number];

function Specifications({ compliance, formulaId }: { compliance: Ready; formulaId: string | null }) {
  return <SpecificationList specifications={useSameContent(compliance.report.specifications)} formulaId={formulaId} />;
}

const SpecificationList = memo(function SpecificationList({
  specifications,
  formulaId,
}: {
  specifications: readonly Specification[];
  formulaId: string | null;
}) {
  const confirm = useConfirmSpecification(formulaId ?? '');
  if (specifications.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        Specifications to confirm
      </Text>
      {formulaId === null && (
        <Text size="xs" c="dimmed">
          Save the formula to record who confirmed each specification.
        </Text>
      )}
      {specifications.map((item) => (
        <Checkbox
          key={item.standardKey}
          size="sm"
          checked={item.confirmed}
          disabled={formulaId === null || item.confirmedBy === 'lot' || confirm.isPending}
          onChange={(event) =>
            confirm.mutate({ standardKey: item.standardKey, confirmed: event.currentTarget.checked })
          }
          label={`${item.name} (${[...new Set(item.materials.map((member) => member.materialName))].join(', ')})`}
          description={
            <>
              <Text span size="xs" lineClamp={2} title={item.requirement ?? undefined}>
                {item.requirement ?? 'See the IFRA Standard.'}
              </Text>
              <Text span size="xs" c="dimmed" display="block">
                {item.confirmedBy === 'lot'
                  ? 'Confirmed by the lot certificate'
                  : item.confirmedBy === 'tick'
                    ? 'Confirmed'
                    : 'Confirm with the supplier certificate'}
              </Text>
            </>
          }
        />
      ))}
      {confirm.error && (
        <Text size="xs" c="red">
          {confirm.error.message}
        </Text>
      )}
    </Stack>
  );
});

type LotLine = Pick<FormulaRow, 'id' | 'name' | 'materialId' | 'lotId'>;

function LotPicker({
  rows,
  onLotChange,
}: {
  rows: readonly FormulaRow[];
  onLotChange: (rowId: string, lotId: string | null) => void;
}) {
  // What the picker shows of the rows (an amount typed in the grid changes none of it).
  const lines = useSameContent(
    useMemo(
      () =>
        rows
          .filter((row) => row.materialId !== null)
          .map(({ id, name, materialId, lotId }): LotLine => ({ id, name, materialId, lotId })),
      [rows],
    ),
  );
  return <LotSelects lines={lines} onLotChange={onLotChange} />;
}

const LotSelects = memo(function LotSelects({
  lines: materialLines,
  onLotChange,
}: {
  lines: readonly LotLine[];
  onLotChange: (rowId: string, lotId: string | null) => void;
}) {
  const lots = useQuery(getLotChoicesQueryOptions());
  const lines = materialLines.filter((row) => row.materialId && (lots.data?.get(row.materialId)?.length ?? 0) > 0);
  if (lines.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        Lots used
      </Text>
      {lines.map((row) => (
        <Select
          key={row.id}
          size="xs"
          label={row.name}
          value={row.lotId ?? null}
          placeholder="No lot named (library composition)"
          clearable
          data={(lots.data?.get(row.materialId ?? '') ?? []).map((lot) => ({
            value: lot.id,
            label: `${lot.lotNumber ? `Lot ${lot.lotNumber}` : 'Lot without number'}${lot.supplier ? ` · ${lot.supplier}` : ''}${lot.hasCertificate ? ' · CoA' : ''}`,
          }))}
          onChange={(value) => onLotChange(row.id, value)}
          comboboxProps={{ withinPortal: true }}
        />
      ))}
    </Stack>
  );
});

function FixProposal({ fix, rows, onApply }: { fix: ComplianceFix; rows: readonly FormulaRow[]; onApply: () => void }) {
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const title =
    fix.kind === 'lower-lines'
      ? 'Lower the failing lines'
      : fix.kind === 'lower-dosage'
        ? 'Lower the dosage'
        : 'Lower the lines and the dosage';
  const moved = fix.familyBalance.filter((share) => Math.abs(share.after - share.before) >= 0.05).slice(0, 4);
  return (
    <Paper withBorder p={8} radius="sm" data-testid={`compliance-fix-${fix.kind}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {title}
          </Text>
          {fix.changes.map((change) => (
            <Text key={change.lineId} size="xs">
              {names.get(change.lineId) ?? change.materialId}: {change.fromGrams.toFixed(3)} g →{' '}
              {change.toGrams.toFixed(3)} g
            </Text>
          ))}
          {fix.toDosage !== fix.fromDosage && (
            <Text size="xs">
              Dosage: {fix.fromDosage}% → {fix.toDosage}%
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {fix.gramsRemoved > 0
              ? `Cost: ${fix.gramsRemoved.toFixed(3)} g of concentrate removed`
              : 'Cost: no material removed'}
          </Text>
          {moved.length > 0 && (
            <Text size="xs" c="dimmed">
              Families:{' '}
              {moved
                .map((share) => `${share.family} ${share.before.toFixed(1)}% → ${share.after.toFixed(1)}%`)
                .join(', ')}
            </Text>
          )}
        </Stack>
        <Button size="xs" variant="light" onClick={onApply}>
          Apply
        </Button>
      </Group>
    </Paper>
  );
}

function MakeCompliant({
  compliance,
  rows,
  onApplyFix,
}: {
  compliance: Ready;
  rows: readonly FormulaRow[];
  onApplyFix: (fix: ComplianceFix) => void;
}) {
  const [open, setOpen] = useState(false);
  const materialIds = useMemo(
    () => [...new Set(rows.map((row) => row.materialId).filter((id): id is string => id !== null))],
    [rows],
  );
  const profiles = useQuery({
    ...getMaterialProfilesQueryOptions(materialIds),
    enabled: open && materialIds.length > 0 && materialIds.length <= 200,
    staleTime: 600_000,
  });
  const fixes = useMemo(() => {
    if (!open) return [];
    const known = profiles.data;
    // A lot's material (lot:<id>) has the family of the material it is a lot of.
    const familyOf = known
      ? (materialId: string) =>
          known.get(compliance.engine.materials.get(materialId)?.lot?.baseMaterialId ?? materialId)?.odourFamily ?? null
      : undefined;
    const proposed = proposeComplianceFixes({
      engine: compliance.engine,
      lines: compliance.lines,
      options: compliance.options,
      ...(familyOf ? { familyOf } : {}),
    });
    // The proposals' dosages are w/w: a v/v product is offered the line changes only.
    return compliance.options.dosage.basis === 'w/w'
      ? proposed
      : proposed.filter((fix) => fix.toDosage === fix.fromDosage);
  }, [open, compliance, profiles.data]);
  if (compliance.report.assessedVerdict !== 'not-compliant') return null;
  if (!open)
    return (
      <Button size="xs" variant="light" color="red" onClick={() => setOpen(true)}>
        Make it compliant
      </Button>
    );
  return (
    <Stack gap={6} data-testid="compliance-fixes">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          Smallest changes that pass in category {compliance.report.category}
        </Text>
        <Button size="xs" variant="subtle" onClick={() => setOpen(false)}>
          Discard
        </Button>
      </Group>
      {fixes.length === 0 && (
        <Text size="xs" c="dimmed">
          No change of the failing lines or of the dosage makes this formula pass: a banned material that other lines
          also bring, or a limit a dosage cannot fix. Replace the material instead.
        </Text>
      )}
      {fixes.map((fix) => (
        <FixProposal
          key={fix.kind}
          fix={fix}
          rows={rows}
          onApply={() => {
            onApplyFix(fix);
            setOpen(false);
          }}
        />
      ))}
    </Stack>
  );
}

type Props = {
  compliance: Ready;
  rows: readonly FormulaRow[];
  formulaId: string | null;
  onApplyFix?: (fix: ComplianceFix) => void;
  onLotChange?: (rowId: string, lotId: string | null) => void;
  onTypicalCompositionChange?: (rowId: string, accepts: boolean) => void;
};

/** Why the verdict reads as it does, what to confirm, what to label, and how to make it pass. */
export function ComplianceDetails({
  compliance,
  rows,
  formulaId,
  onApplyFix,
  onLotChange,
  onTypicalCompositionChange,
}: Props) {
  const { report } = compliance;
  const renderMarkets = useContext(FormulaMarketsSlot);
  const unresolved = describeUnresolved(report);
  const gaps = describeAllergenGaps(report.allergenGaps);
  return (
    <Stack gap="sm">
      <Failures compliance={compliance} rows={rows} />
      {onApplyFix && <MakeCompliant compliance={compliance} rows={rows} onApplyFix={onApplyFix} />}
      <Specifications compliance={compliance} formulaId={formulaId} />
      {unresolved && (
        <Text size="sm" c="yellow.8" data-testid="formula-unresolved">
          {unresolved}
        </Text>
      )}
      {onLotChange && <LotPicker rows={rows} onLotChange={onLotChange} />}
      {onTypicalCompositionChange && (
        <TypicalCompositionToggles
          rows={rows}
          materials={compliance.engine.materials}
          onChange={onTypicalCompositionChange}
        />
      )}
      <Text size="sm" fw={600}>
        EU allergens
        {report.euProductType.used === 'not-cosmetic'
          ? ' (not a cosmetic: nothing to declare)'
          : ` (${report.euProductKind.label}, ${report.euProductType.used})`}
      </Text>
      <AnnexIiiRequirements report={report} />
      {gaps && (
        <Alert color="yellow" p={8} data-testid="formula-allergen-gaps">
          <Text size="xs">{gaps}</Text>
        </Alert>
      )}
      <AllergenTable allergens={report.allergens} testId="formula-allergen-table" />
      <ConstituentSources naturals={report.constituentSources} materials={compliance.engine.materials} />
      {formulaId && renderMarkets?.(formulaId)}
    </Stack>
  );
}
