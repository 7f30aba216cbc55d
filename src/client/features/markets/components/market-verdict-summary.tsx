import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useFormulaMarkets, type MarketVerdictView } from '../api/get-formula-markets.ts';
import { formatMarketDate } from './format-market-date.ts';
import { MARKET_STATUS } from './market-verdicts.tsx';
import { ROUTES } from '../../../config/paths.ts';

const describeSources = (sources: MarketVerdictView['warnings'][number]['sources']) =>
  [
    ...new Set(
      sources.map((source) =>
        source.throughMaterialName && source.throughMaterialName !== source.materialName
          ? `${source.materialName} through ${source.throughMaterialName}`
          : source.materialName,
      ),
    ),
  ].join(', ');

/** One line per market: what it requires of this formula today, or why it is not assessed. */
export function describeMarketSummary(verdict: MarketVerdictView): string {
  if (verdict.status === 'not-assessed') return verdict.reason ?? 'Not assessed.';
  const parts: string[] = [];
  if (verdict.declarations.length > 0)
    parts.push(`declare ${verdict.declarations.map((declaration) => declaration.labelName).join(', ')}`);
  for (const warning of verdict.warnings)
    parts.push(`warn of ${warning.chemical} (from ${describeSources(warning.sources)})`);
  if (verdict.status === 'cannot-be-verified')
    parts.push(`unknown composition of ${verdict.gaps.map((gap) => gap.materialName).join(', ')}`);
  if (parts.length === 0) parts.push('nothing to declare or warn of found');
  const next = verdict.upcoming[0];
  if (next) parts.push(`from ${formatMarketDate(next.startsOn)}: ${next.title}`);
  return parts.join('; ');
}

/**
 * A saved formula's verdict per market today (issue 33, deliver 2), for the editor's compliance panel and the
 * analysis: Canada's allergens by its dates, California's Proposition 65 flags naming the material and the warning.
 */
export function MarketVerdictSummary({ formulaId }: { formulaId: string }) {
  const markets = useFormulaMarkets(formulaId);
  if (markets.isPending)
    return (
      <Text size="xs" c="dimmed">
        Reading the markets’ verdicts…
      </Text>
    );
  if (markets.isError || !markets.data)
    return (
      <Text size="xs" c="dimmed" data-testid="formula-market-verdicts">
        The markets’ verdicts could not be read: save the formula, then open the regulatory calendar.
      </Text>
    );
  return (
    <Stack gap={4} data-testid="formula-market-verdicts">
      <Text size="sm" fw={600}>
        Markets (the saved formula, today)
      </Text>
      {markets.data.verdicts.map((verdict) => (
        <Group key={verdict.market} gap={6} wrap="nowrap" align="flex-start" data-market={verdict.market}>
          <Badge size="xs" variant="light" color={MARKET_STATUS[verdict.status].color} style={{ flexShrink: 0 }}>
            {MARKET_STATUS[verdict.status].label}
          </Badge>
          <Text size="xs">
            <strong>{verdict.name}</strong>: {describeMarketSummary(verdict)}
            {verdict.warningText && <em> “{verdict.warningText}”</em>}
          </Text>
        </Group>
      ))}
      <Anchor component={Link} to={ROUTES.marketCalendar.path} size="xs">
        Dates to come in the regulatory calendar
      </Anchor>
    </Stack>
  );
}
