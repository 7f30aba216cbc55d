import { Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { ROUTES } from '../../config/paths.ts';
import { ADMIN_SCREENS } from './admin-screens.ts';
import { SidebarItemLink, type SidebarItem } from './sidebar.tsx';

/** The Admin Tools section: the hub, then every admin screen it links (ADMIN_SCREENS in admin-screens.ts). */
export const SIDEBAR_ADMIN_ITEMS: readonly SidebarItem[] = [
  { path: ROUTES.adminTools.path, label: 'Admin Tools', icon: IconTool },
  ...ADMIN_SCREENS.map((screen) => ({ path: screen.path, label: screen.label, icon: screen.icon })),
];

/** The sidebar's Admin Tools section (administrators only; its own chunk, sidebar.tsx). */
export function SidebarAdminItems({ mini, onNavigate }: { mini: boolean; onNavigate: () => void }) {
  return (
    <>
      {!mini && (
        <Text className="sl-eyebrow" mt="md" mb={4} px="sm">
          Admin Tools
        </Text>
      )}
      {SIDEBAR_ADMIN_ITEMS.map((item) => (
        <SidebarItemLink key={item.path} item={item} mini={mini} onNavigate={onNavigate} />
      ))}
    </>
  );
}
