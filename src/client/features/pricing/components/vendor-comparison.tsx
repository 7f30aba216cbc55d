import { Alert, Badge, Group, NumberInput, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useComparison } from '../api/material-pricing.ts';
import { formatGrams, formatMoney, formatPricePerGram } from '../../../../domain/shared/format-numbers.ts';

/** Every vendor's offer for a material normalised per gram, for a needed quantity, with the chosen one marked. */
export function VendorComparison({ materialId }: { materialId: string }) {
  const [needed, setNeeded] = useState<number | string>(10);
  const [mode, setMode] = useState<'add' | 'refresh'>('add');
  const [grams] = useDebouncedValue(typeof needed === 'number' ? needed : Number(needed), 250);
  const comparison = useComparison(materialId, grams, mode);
  const data = comparison.data?.comparison;

  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <NumberInput
          label="Needed quantity"
          suffix=" g"
          min={0.001}
          decimalScale={3}
          value={needed}
          onChange={setNeeded}
          w={160}
        />
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as 'add' | 'refresh')}
          data={[
            { value: 'add', label: 'Size covers the need' },
            { value: 'refresh', label: 'Best-price rules' },
          ]}
          aria-label="Choice rules"
        />
      </Group>
      <Text size="xs" c="dimmed">
        {mode === 'add'
          ? 'The cheapest price per gram among pack sizes that hold at least the needed quantity.'
          : 'Also packs from 0.5 to 10 times the need; such a sensible size wins when it costs at most 10% more per gram than the cheapest.'}
      </Text>
      {data && data.offers.length === 0 && (
        <Text size="sm" c="dimmed">
          No offers to compare yet: add a price above, import a vendor price list, or ask an admin to run a vendor
          catalogue.
        </Text>
      )}
      {data && data.offers.length > 0 && (
        <>
          {data.noChoiceReason === 'no-size-covers-need' && (
            <Alert color="yellow" variant="light">
              No pack holds {formatGrams(data.neededGrams)}; try the best-price rules or a smaller quantity.
            </Alert>
          )}
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Vendor</Table.Th>
                  <Table.Th>Pack</Table.Th>
                  <Table.Th ta="right">Per gram</Table.Th>
                  <Table.Th ta="right">For {formatGrams(data.neededGrams)}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.offers.map((offer) => (
                  <Table.Tr
                    key={`${offer.vendor}-${offer.size}-${offer.price}`}
                    style={{ opacity: offer.coversNeed || (mode === 'refresh' && offer.isPreferredSize) ? 1 : 0.55 }}
                  >
                    <Table.Td>{offer.vendor}</Table.Td>
                    <Table.Td>
                      {offer.size} · {formatMoney(offer.price, offer.currency)}
                      {offer.densityAssumed && (
                        <Text size="xs" c="dimmed">
                          ml taken as 1 g/ml (density unknown)
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatPricePerGram(offer.pricePerGram, offer.currency)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatMoney(offer.costForNeed, offer.currency)}
                    </Table.Td>
                    <Table.Td>
                      {offer.isBest ? (
                        <Badge variant="light" color="accent">
                          Chosen
                        </Badge>
                      ) : (
                        !offer.coversNeed && (
                          <Text size="xs" c="dimmed">
                            too small
                          </Text>
                        )
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
