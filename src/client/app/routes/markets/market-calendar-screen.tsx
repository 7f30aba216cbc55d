import {
  Alert,
  Badge,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { isCalendarDate } from '../../../../domain/shared/iso-date.ts';
import { useFormulaPicker } from '../../../features/formulas/api/get-formulas.ts';
import { useFormulaMarkets } from '../../../features/markets/api/get-formula-markets.ts';
import { useMarketCalendar } from '../../../features/markets/api/get-market-calendar.ts';
import { useMarkets } from '../../../features/markets/api/list-markets.ts';
import { MarketCalendarView } from '../../../features/markets/components/market-calendar.tsx';
import { MarketVerdicts } from '../../../features/markets/components/market-verdicts.tsx';

/** One formula's verdict per market on a chosen date: today's, or a future date to see what will change. */
function FormulaOnADate() {
  const formulas = useFormulaPicker();
  const [formulaId, setFormulaId] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const validDate = isCalendarDate(date) ? date : undefined;
  const markets = useFormulaMarkets(formulaId, validDate);
  return (
    <Stack gap="md">
      <Group align="flex-start">
        <NativeSelect
          label="Formula"
          data={[
            { value: '', label: 'Choose a formula' },
            ...(formulas.data ?? []).map((formula) => ({ value: formula.id, label: formula.name })),
          ]}
          value={formulaId ?? ''}
          onChange={(event) => setFormulaId(event.currentTarget.value || null)}
          w={320}
        />
        <TextInput
          label="On"
          description="YYYY-MM-DD; today when empty"
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
          error={date && !validDate ? 'Not a calendar date (YYYY-MM-DD)' : undefined}
          w={220}
        />
      </Group>
      {markets.error && <Alert color="red">{markets.error.message}</Alert>}
      {markets.data && <MarketVerdicts verdicts={markets.data.verdicts} />}
    </Stack>
  );
}

function MarketsTable() {
  const { data, error } = useMarkets();
  if (error) return <Alert color="red">{error.message}</Alert>;
  if (!data) return null;
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Market</Table.Th>
          <Table.Th>Source and version</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.markets.map((market) => (
          <Table.Tr key={market.id}>
            <Table.Td>{market.name}</Table.Td>
            <Table.Td>
              <Text size="sm">{market.source.title}</Text>
              <Text size="xs" c="dimmed">
                {market.source.version}
              </Text>
            </Table.Td>
            <Table.Td>
              {market.status === 'assessed' ? (
                <Badge color="teal" variant="light">
                  Assessed
                </Badge>
              ) : (
                <Stack gap={2}>
                  <Badge color="gray" variant="light">
                    Not assessed
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {market.reason}
                  </Text>
                </Stack>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The regulatory calendar (issue 33): for each coming date, per market, the user's formulas that need a new
 * label or declaration on that date, with the lines and rules concerned and a link to each formula.
 */
export function MarketCalendarScreen() {
  const [from, setFrom] = useState('');
  const [markets, setMarkets] = useState<string[]>([]);
  const validFrom = isCalendarDate(from) ? from : undefined;
  const calendar = useMarketCalendar(validFrom, markets);
  const marketList = useMarkets();
  return (
    <Stack gap="lg" py="md" maw={1180}>
      <Stack gap={4}>
        <Title order={1}>Regulatory calendar</Title>
        <Text c="dimmed">
          Coming dates of the markets’ rules (Canada’s allergen labelling, the EU’s 2023/1545 transition, California’s
          Proposition 65) and the formulas each one affects.
        </Text>
      </Stack>
      <Group>
        <TextInput
          label="From"
          description="YYYY-MM-DD; today when empty"
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
          error={from && !validFrom ? 'Not a calendar date (YYYY-MM-DD)' : undefined}
          w={220}
        />
        <Checkbox.Group label="Markets" description="All when none is ticked" value={markets} onChange={setMarkets}>
          <Group gap="sm" mt={6}>
            {(marketList.data?.markets ?? [])
              .filter((market) => market.status === 'assessed')
              .map((market) => (
                <Checkbox key={market.id} value={market.id} label={market.name} />
              ))}
          </Group>
        </Checkbox.Group>
      </Group>
      {calendar.isPending && <Loader size="sm" />}
      {calendar.error && <Alert color="red">{calendar.error.message}</Alert>}
      {calendar.data &&
        (calendar.data.dates.length === 0 ? (
          <EmptyState
            titleOrder={2}
            title="No coming deadline affects your formulas"
            description="Markets without data are listed below as not assessed: nothing is known about them, which is not the same as compliant."
            icon={IconCalendarEvent}
          />
        ) : (
          <MarketCalendarView dates={calendar.data.dates} />
        ))}
      {calendar.data && calendar.data.skipped.length > 0 && (
        <Alert color="yellow" variant="light" title="Not in the calendar">
          {calendar.data.skipped.map((item) => `${item.name}: ${item.reason}`).join(' ')}
        </Alert>
      )}
      <Title order={2} fz="lg">
        A formula on a date
      </Title>
      <FormulaOnADate />
      <Title order={2} fz="lg">
        Markets
      </Title>
      <MarketsTable />
    </Stack>
  );
}
