import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  List,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import Papa from 'papaparse';
import { useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { useImportPriceList, type PriceListImportResult } from '../api/material-pricing.ts';
import { guessPriceColumns, type PriceColumnField } from '../guess-price-columns.ts';

type ParsedFile = { name: string; headers: string[]; rows: Array<Record<string, string>> };

const FIELDS: Array<{ field: PriceColumnField; label: string; required?: boolean }> = [
  { field: 'material', label: 'Material name' },
  { field: 'cas', label: 'CAS number' },
  { field: 'size', label: 'Pack size', required: true },
  { field: 'price', label: 'Price', required: true },
  { field: 'vendor', label: 'Vendor' },
  { field: 'currency', label: 'Currency' },
];

/** Vendor price lists from CSV through a column-mapping screen: pick the file, map the columns, import. */
export function PriceListImport() {
  const [file, setFile] = useState<ParsedFile | null>(null);
  const [mapping, setMapping] = useState<Partial<Record<PriceColumnField, string>>>({});
  const [defaultVendor, setDefaultVendor] = useState('');
  const [defaultCurrency, setDefaultCurrency] = useState('USD');
  const [result, setResult] = useState<PriceListImportResult | null>(null);
  const [parseError, setParseError] = useState<string | null>(null);
  const importList = useImportPriceList();

  const handleFile = async (picked: File | null) => {
    setResult(null);
    setParseError(null);
    if (!picked) return setFile(null);
    const parsed = Papa.parse<Record<string, string>>(await picked.text(), { header: true, skipEmptyLines: 'greedy' });
    const headers = (parsed.meta.fields ?? []).filter(Boolean);
    if (headers.length === 0 || parsed.data.length === 0) {
      setFile(null);
      return setParseError('The file has no header row or no rows.');
    }
    setFile({ name: picked.name, headers, rows: parsed.data });
    setMapping(guessPriceColumns(headers));
  };

  const canImport =
    file &&
    mapping.size &&
    mapping.price &&
    (mapping.material || mapping.cas) &&
    (mapping.vendor || defaultVendor.trim());
  const columnOptions = file?.headers.map((header) => ({ value: header, label: header })) ?? [];

  return (
    <Card>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            Import a vendor price list
          </Title>
          <Text size="sm" c="dimmed">
            A CSV with one row per pack: material name or CAS number, pack size (a number plus g, ml, kg, oz or lb) and
            price. Prices at or below 0, and prices per gram outside 0.01 to 100, are left out and listed.
          </Text>
        </div>
        <FileInput
          label="CSV file"
          accept=".csv,text/csv"
          placeholder="Choose a .csv file"
          leftSection={<IconFileSpreadsheet size={16} stroke={1.5} />}
          onChange={(picked) => void handleFile(picked)}
          clearable
          w={360}
        />
        {parseError && <Alert color="red">{parseError}</Alert>}
        {file && (
          <>
            <Text size="sm">
              {file.rows.length} rows in {file.name}. Which column holds what?
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {FIELDS.map(({ field, label, required }) => (
                <Select
                  key={field}
                  label={label}
                  withAsterisk={required}
                  data={columnOptions}
                  value={mapping[field] ?? null}
                  onChange={(value) => setMapping({ ...mapping, [field]: value ?? undefined })}
                  clearable
                  placeholder="Not in this file"
                />
              ))}
              <TextInput
                label="Vendor for every row"
                description="When the file has no vendor column"
                value={defaultVendor}
                onChange={(event) => setDefaultVendor(event.currentTarget.value)}
              />
              <TextInput
                label="Currency"
                description="When the file has no currency column"
                value={defaultCurrency}
                maxLength={3}
                onChange={(event) => setDefaultCurrency(event.currentTarget.value.toUpperCase())}
              />
            </SimpleGrid>
            <Table.ScrollContainer minWidth={480}>
              <Table withTableBorder fz="xs">
                <Table.Thead>
                  <Table.Tr>
                    {file.headers.map((header) => (
                      <Table.Th key={header}>{header}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {file.rows.slice(0, 5).map((row, index) => (
                    <Table.Tr key={index}>
                      {file.headers.map((header) => (
                        <Table.Td key={header}>{row[header]}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group>
              <Button
                disabled={!canImport}
                loading={importList.isPending}
                onClick={() =>
                  importList.mutate(
                    {
                      rows: file.rows,
                      mapping: {
                        material: mapping.material,
                        cas: mapping.cas,
                        vendor: mapping.vendor,
                        currency: mapping.currency,
                        size: mapping.size ?? '',
                        price: mapping.price ?? '',
                      },
                      defaultVendor: defaultVendor.trim() || undefined,
                      defaultCurrency,
                    },
                    { onSuccess: setResult },
                  )
                }
              >
                Import prices
              </Button>
              {!canImport && (
                <Text size="xs" c="dimmed">
                  Map size, price, and a material name or CAS column, and give a vendor.
                </Text>
              )}
            </Group>
          </>
        )}
        {importList.isError && (
          <Alert color="red">
            {importList.error instanceof ApiError ? importList.error.message : 'The import failed.'}
          </Alert>
        )}
        {result && (
          <Alert
            color={result.imported > 0 ? 'green' : 'yellow'}
            variant="light"
            title={`${result.imported} of ${result.rowsRead} prices imported`}
          >
            {result.skippedCount > 0 && (
              <>
                <Text size="sm">{result.skippedCount} rows left out:</Text>
                <List size="sm">
                  {result.skipped.slice(0, 20).map((skip) => (
                    <List.Item key={skip.row}>
                      Row {skip.row}: {skip.reason}
                    </List.Item>
                  ))}
                </List>
              </>
            )}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
