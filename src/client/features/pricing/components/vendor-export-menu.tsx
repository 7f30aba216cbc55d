import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ShoppingItem } from '../api/get-shopping-list.ts';

const NO_VENDOR_LABEL = 'No vendor';

/** Export per vendor as CSV: one download per vendor on the list (the server writes the file). */
export function VendorExportMenu({ items }: { items: ShoppingItem[] }) {
  const vendors = [...new Set(items.map((item) => item.vendor ?? NO_VENDOR_LABEL))].sort((a, b) => a.localeCompare(b));
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} stroke={1.5} />} disabled={items.length === 0}>
          Export CSV
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>One file per vendor</Menu.Label>
        {vendors.map((vendor) => (
          <Menu.Item
            key={vendor}
            component="a"
            href={`/api/shopping-list/export?vendor=${encodeURIComponent(vendor)}`}
            download
          >
            {vendor}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component="a" href="/api/shopping-list/export" download>
          Every vendor
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
