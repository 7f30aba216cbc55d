import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useDeleteExchangeRate, useExchangeRates, useSetExchangeRate } from '../api/exchange-rates-api.ts';

const today = () => new Date().toISOString().slice(0, 10);

function RateForm() {
  const save = useSetExchangeRate();
  const [baseCurrency, setBase] = useState('USD');
  const [quoteCurrency, setQuote] = useState('EUR');
  const [rate, setRate] = useState<number | string>('');
  const [effectiveOn, setDate] = useState(today());
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { baseCurrency, quoteCurrency, rate: typeof rate === 'number' ? rate : Number.NaN, effectiveOn },
          { onSuccess: () => setRate('') },
        );
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label="From"
          value={baseCurrency}
          onChange={(e) => setBase(e.currentTarget.value)}
          w={90}
          maxLength={3}
        />
        <TextInput
          label="To"
          value={quoteCurrency}
          onChange={(e) => setQuote(e.currentTarget.value)}
          w={90}
          maxLength={3}
        />
        <NumberInput
          label={`1 ${baseCurrency.toUpperCase() || '…'} is`}
          value={rate}
          onChange={setRate}
          min={0}
          decimalScale={6}
          w={140}
          required
        />
        <TextInput
          label="As of"
          type="date"
          value={effectiveOn}
          max={today()}
          onChange={(e) => setDate(e.currentTarget.value)}
          w={170}
          required
        />
        <Button type="submit" loading={save.isPending}>
          Set rate
        </Button>
      </Group>
    </form>
  );
}

/**
 * /scrapers (admins): the exchange rates the shopping list converts vendor prices at, dated, newest first. Only
 * the newest rate of a pair is used; a pair with no rate is never converted.
 */
export function ExchangeRatesCard() {
  const rates = useExchangeRates();
  const remove = useDeleteExchangeRate();
  return (
    <Card>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            Exchange rates
          </Title>
          <Text c="dimmed" size="sm">
            Vendor prices in another currency are shown in each company’s currency at the newest rate set here for the
            pair (either direction), with its date. Without a rate, a price stays in its own currency.
          </Text>
        </div>
        <RateForm />
        {rates.isPending && <Loader size="sm" />}
        {rates.isError && <Alert color="red">Error loading exchange rates</Alert>}
        {rates.data && rates.data.rates.length === 0 && <Text c="dimmed">No rates yet.</Text>}
        {rates.data && rates.data.rates.length > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Rate</Table.Th>
                <Table.Th>As of</Table.Th>
                <Table.Th w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rates.data.rates.map((rate) => (
                <Table.Tr key={rate.id}>
                  <Table.Td>
                    1 {rate.baseCurrency} = {rate.rate} {rate.quoteCurrency}
                  </Table.Td>
                  <Table.Td>{rate.effectiveOn}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Delete the ${rate.baseCurrency} → ${rate.quoteCurrency} rate of ${rate.effectiveOn}`}
                      onClick={() => remove.mutate(rate.id)}
                    >
                      <IconTrash size={16} stroke={1.5} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
