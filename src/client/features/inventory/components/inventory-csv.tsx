import { Alert, Button, FileButton, Group, List, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useImportInventory, type InventoryImportResult } from '../api/inventory-api.ts';

/** CSV export of every lot, and import (columns: material or cas, quantity, unit, and optional lot fields). */
export function InventoryCsv() {
  const importCsv = useImportInventory();
  const [result, setResult] = useState<InventoryImportResult | null>(null);
  return (
    <>
      <Group gap="xs">
        <FileButton
          accept=".csv,text/csv"
          onChange={(file) => file && void file.text().then((csv) => importCsv.mutate(csv, { onSuccess: setResult }))}
        >
          {(props) => (
            <Button
              variant="default"
              leftSection={<IconUpload size={16} stroke={1.5} />}
              loading={importCsv.isPending}
              {...props}
            >
              Import CSV
            </Button>
          )}
        </FileButton>
        <Button
          component="a"
          href="/api/inventory/export"
          download
          variant="default"
          leftSection={<IconDownload size={16} stroke={1.5} />}
        >
          Export CSV
        </Button>
      </Group>
      {result && (
        <Alert
          color={result.imported > 0 ? 'green' : 'yellow'}
          variant="light"
          title={`${result.imported} of ${result.rowsRead} lots imported`}
          withCloseButton
          onClose={() => setResult(null)}
        >
          {result.skippedCount > 0 && (
            <List size="sm">
              {result.skipped.slice(0, 20).map((skip) => (
                <List.Item key={skip.row}>
                  Row {skip.row}: {skip.reason}
                </List.Item>
              ))}
            </List>
          )}
          <Text size="xs" c="dimmed" mt={4}>
            Columns: material, cas, lot_number, quantity, unit, purchase_date, supplier, price_paid, currency, location,
            expiry_date, certificate_of_analysis, notes.
          </Text>
        </Alert>
      )}
    </>
  );
}
