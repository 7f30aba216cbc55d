import { Checkbox, Divider, Group, NativeSelect, NumberInput, Stack, Text, Title } from '@mantine/core';
import type { FormulaCalculation } from '../../../../domain/formulas/calculate-formula.ts';
import type { FinishedProduct } from '../../../../domain/formulas/formula-row.ts';
import { memo } from 'react';
import { IFRA_CATEGORIES, type IfraCategory } from '../../../../domain/regulatory/ifra-categories.ts';
import type { FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { DEFAULT_MARKETS, MARKETS, type Market } from '../../../../domain/regulatory/compliance-verdict.ts';
import type { ComplianceFix } from '../../../../domain/regulatory/propose-compliance-fix.ts';
import type { LiveCompliance } from '../hooks/use-live-compliance.ts';
import { IFRA_CATEGORY_LABELS } from '../../../../domain/regulatory/ifra-category-labels.ts';
import { ComplianceSummary } from './compliance-summary.tsx';
import { SegmentedChoice } from '../../../components/segmented-choice.tsx';
import { formatMoney, formatWeighedGrams } from '../../../../domain/shared/format-numbers.ts';
import { proposeEuProductKind } from '../../../../domain/regulatory/eu-product-kinds.ts';
import {
  EU_PRODUCT_KIND_DETAILS,
  EU_PRODUCT_KINDS,
  type EuProductKind,
} from '../../../../domain/regulatory/eu-product-kind-details.ts';

const CATEGORY_OPTIONS = IFRA_CATEGORIES.map((category) => ({
  value: category,
  label: `${category} · ${IFRA_CATEGORY_LABELS[category]}`,
}));

type Props = {
  product: FinishedProduct;
  onChange: (change: Partial<FinishedProduct>) => void;
  calculation: FormulaCalculation;
  /** Currency of the prices behind the cost (null when none is known). */
  currency?: string | null;
  lineCount: number;
  compliance: LiveCompliance;
  rows: readonly FormulaRow[];
  formulaId: string | null;
  onApplyFix?: (fix: ComplianceFix) => void;
  onLotChange?: (rowId: string, lotId: string | null) => void;
  onTypicalCompositionChange?: (rowId: string, accepts: boolean) => void;
  /**
   * While the editor opens (ADR 047): 1 draws the form's first half, 2 all of it, 3 (the default) the totals and the
   * verdict below it too, each a step after the other.
   */
  drawnParts?: 1 | 2 | 3;
};

/**
 * What the field shows once chosen, short enough for the side panel, and the list's second line: the rest of the
 * domain's wording (EU_PRODUCT_KIND_DETAILS), so nothing of Annex III's scope is lost.
 */
const EU_PRODUCT_KIND_TEXT: Readonly<Record<EuProductKind, { short: string; detail: string | null }>> = {
  'hydroalcoholic-fragrance': { short: 'Fine fragrance', detail: 'Extrait, parfum, eau de parfum' },
  'eau-de-toilette': { short: 'Eau de toilette, cologne', detail: 'Or another hydroalcoholic fragrance: body mist' },
  'leave-on-skin': { short: 'Leave-on skin product', detail: null },
  'face-makeup': { short: 'Face make-up', detail: 'Not lips or eyes' },
  'eye-area': { short: 'Eye area product', detail: 'Eye make-up, make-up remover' },
  lips: { short: 'Lip product', detail: null },
  deodorant: { short: 'Deodorant, antiperspirant', detail: 'Spray or not' },
  'leave-on-hair': { short: 'Leave-on hair product', detail: 'Spray or not' },
  'rinse-off-hair': { short: 'Rinse-off hair product', detail: 'Shampoo, conditioner' },
  'rinse-off-skin': { short: 'Rinse-off skin product', detail: 'Shower gel, soap, hand wash' },
  oral: { short: 'Oral product', detail: 'Toothpaste, mouthwash, mouth spray' },
  children: { short: "Children's product", detail: 'Under 6 years' },
  'not-cosmetic': { short: 'Not a cosmetic', detail: 'Household, air care, candles' },
};

/** Grouped by what the type decides first (Annex III's leave-on or rinse-off threshold), in the list's order. */
const EU_PRODUCT_KIND_GROUPS: readonly { group: string; basis: string }[] = [
  { group: 'Leave-on', basis: 'leave-on' },
  { group: 'Rinse-off', basis: 'rinse-off' },
  { group: 'Outside the Cosmetics Regulation', basis: 'not-cosmetic' },
];
const EU_PRODUCT_KIND_OPTIONS = EU_PRODUCT_KIND_GROUPS.map(({ group, basis }) => ({
  group,
  items: EU_PRODUCT_KINDS.filter((kind) => EU_PRODUCT_KIND_DETAILS[kind].basis === basis).map((kind) => ({
    value: kind,
    label: EU_PRODUCT_KIND_TEXT[kind].short,
  })),
}));

/** The EU product type: proposed from the IFRA category until the user chooses one; its basis sets the application. */
function changeEuProductKind(kind: EuProductKind): Partial<FinishedProduct> {
  const basis = EU_PRODUCT_KIND_DETAILS[kind].basis;
  return { euProductKind: kind, ...(basis === 'not-cosmetic' ? {} : { application: basis }) };
}

const MARKET_LABELS: Record<Market, string> = {
  EU: 'European Union',
  UK: 'United Kingdom',
  US: 'United States',
  other: 'Other markets',
};

const BASIS_OPTIONS: readonly { value: FinishedProduct['basis']; label: string }[] = [
  { value: 'w/w', label: 'w/w' },
  { value: 'v/v', label: 'v/v' },
];
const APPLICATION_OPTIONS: readonly { value: FinishedProduct['application']; label: string }[] = [
  { value: 'leave-on', label: 'Leave-on' },
  { value: 'rinse-off', label: 'Rinse-off' },
];

/** The finished product form: memoised on the product alone, so typing in the grid never re-renders it. */
const ProductForm = memo(function ProductForm({
  product,
  onChange,
  category,
  complete,
}: {
  product: FinishedProduct;
  onChange: Props['onChange'];
  category: IfraCategory;
  /** False while the editor opens: the category, dosage and basis first, the rest a step later (ADR 047). */
  complete: boolean;
}) {
  return (
    <>
      <Title order={2} size="h5">
        Finished product
      </Title>
      {/* The browser's select: a fixed list, nothing for Floating UI to measure as the panel mounts. */}
      <NativeSelect
        label="IFRA category"
        data={CATEGORY_OPTIONS}
        value={category}
        onChange={(event) => onChange({ ifraCategory: event.currentTarget.value as IfraCategory })}
      />
      <NumberInput
        label="Dosage (% of concentrate)"
        value={product.dosagePercent}
        min={0.01}
        max={100}
        step={0.5}
        decimalScale={3}
        onChange={(value) =>
          typeof value === 'number' && value > 0 && value <= 100 && onChange({ dosagePercent: value })
        }
      />
      <SegmentedChoice
        label="Dosage basis"
        value={product.basis}
        onChange={(basis) => onChange({ basis })}
        data={BASIS_OPTIONS}
      />
      {product.basis === 'v/v' && (
        <Group grow>
          <NumberInput
            label="Concentrate g/mL"
            value={product.concentrateDensity}
            min={0.5}
            max={2}
            step={0.01}
            decimalScale={3}
            onChange={(value) => typeof value === 'number' && value > 0 && onChange({ concentrateDensity: value })}
          />
          <NumberInput
            label="Base g/mL"
            value={product.baseDensity}
            min={0.5}
            max={2}
            step={0.01}
            decimalScale={3}
            onChange={(value) => typeof value === 'number' && value > 0 && onChange({ baseDensity: value })}
          />
        </Group>
      )}
      {complete && <ProductFormRest product={product} onChange={onChange} />}
    </>
  );
});

/**
 * The application, the EU product type and the markets: the form's second half. The type is the browser's select (a
 * fixed list, grouped by basis; what the chosen type covers is said under it) and the markets are checkboxes: no
 * dropdown kept mounted and hidden, which Floating UI measured as the panel mounted (ADR 053, session 19).
 */
function ProductFormRest({ product, onChange }: { product: FinishedProduct; onChange: Props['onChange'] }) {
  const euProductKind = product.euProductKind ?? proposeEuProductKind(product.ifraCategory);
  return (
    <>
      <SegmentedChoice
        label="Application"
        value={product.application}
        onChange={(application) => onChange({ application })}
        data={APPLICATION_OPTIONS}
      />
      <NativeSelect
        label="EU product type"
        description={[
          EU_PRODUCT_KIND_TEXT[euProductKind].detail,
          product.euProductKind
            ? 'Annex III maxima and conditions are applied for this type.'
            : 'Proposed from the IFRA category: choose the product it really is.',
        ]
          .filter(Boolean)
          .join('. ')}
        data={EU_PRODUCT_KIND_OPTIONS}
        value={euProductKind}
        onChange={(event) => onChange(changeEuProductKind(event.currentTarget.value as EuProductKind))}
      />
      <Checkbox.Group
        label="Markets"
        description="The EU adds its Annex II bans and Annex III maxima to IFRA."
        value={[...(product.markets ?? DEFAULT_MARKETS)]}
        onChange={(values) => values.length > 0 && onChange({ markets: values as Market[] })}
      >
        <Stack gap="xs" mt={6}>
          {MARKETS.map((market) => (
            <Checkbox key={market} value={market} label={MARKET_LABELS[market]} />
          ))}
        </Stack>
      </Checkbox.Group>
    </>
  );
}

const TOTALS_TITLE = (
  <Title order={2} size="h5">
    Totals
  </Title>
);
const label = (text: string) => (
  <Text size="sm" c="dimmed">
    {text}
  </Text>
);
const LINES_LABEL = label('Lines');
const CONCENTRATE_LABEL = label('Concentrate');
const IN_PRODUCT_LABEL = label('In the product');
const COST_LABEL = label('Cost');

/** The totals: plain values, so a keystroke re-renders only the figures that changed. */
const Totals = memo(function Totals({
  lineCount,
  totalGrams,
  percentInProduct,
  totalCost,
  pricedLineCount,
  currency,
  isPercentOverflow,
}: {
  lineCount: number;
  totalGrams: number;
  percentInProduct: number;
  totalCost: number | null;
  pricedLineCount: number;
  currency: string | null;
  isPercentOverflow: boolean;
}) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        {LINES_LABEL}
        <Text size="sm">{lineCount}</Text>
      </Group>
      <Group justify="space-between">
        {CONCENTRATE_LABEL}
        <Text size="sm" data-testid="formula-total-grams">
          {formatWeighedGrams(totalGrams)}
        </Text>
      </Group>
      <Group justify="space-between">
        {IN_PRODUCT_LABEL}
        <Text size="sm">{percentInProduct.toFixed(2)}%</Text>
      </Group>
      <Group justify="space-between">
        {COST_LABEL}
        <Text size="sm">
          {totalCost === null
            ? 'No prices known'
            : `${formatMoney(totalCost, currency)} (${pricedLineCount} of ${lineCount} priced)`}
        </Text>
      </Group>
      {isPercentOverflow && (
        <Text size="sm" c="red">
          Lines in % add up to 100% or more beside lines in grams.
        </Text>
      )}
    </Stack>
  );
});

/** The finished product, the totals and the compliance verdict beside the spreadsheet. */
export const FinishedProductPanel = memo(function FinishedProductPanel({
  product,
  onChange,
  calculation,
  lineCount,
  compliance,
  currency = null,
  rows,
  formulaId,
  onApplyFix,
  onLotChange,
  onTypicalCompositionChange,
  drawnParts = 3,
}: Props) {
  const category = (IFRA_CATEGORIES as readonly string[]).includes(product.ifraCategory)
    ? (product.ifraCategory as IfraCategory)
    : '4';
  return (
    <Stack gap="md" p="md" component="aside" aria-label="Finished product and totals">
      <ProductForm product={product} onChange={onChange} category={category} complete={drawnParts > 1} />
      {drawnParts > 2 && (
        <>
          <Divider />
          {TOTALS_TITLE}
          <Totals
            lineCount={lineCount}
            totalGrams={calculation.totalGrams}
            percentInProduct={(calculation.totalPercent * product.dosagePercent) / 100}
            totalCost={calculation.totalCost}
            pricedLineCount={calculation.pricedLineCount}
            currency={currency}
            isPercentOverflow={calculation.isPercentOverflow}
          />
          <Divider />
          <Title order={2} size="h5">
            Compliance
          </Title>
          <ComplianceSummary
            compliance={compliance}
            category={category}
            rows={rows}
            formulaId={formulaId}
            {...(onApplyFix ? { onApplyFix } : {})}
            {...(onLotChange ? { onLotChange } : {})}
            {...(onTypicalCompositionChange ? { onTypicalCompositionChange } : {})}
          />
        </>
      )}
    </Stack>
  );
});
