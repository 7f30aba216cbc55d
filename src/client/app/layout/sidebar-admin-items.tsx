import { NavLink, Text } from '@mantine/core';
import { IconLayoutList, IconTool } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { ROUTES } from '../../config/paths.ts';
import { ADMIN_SCREENS } from './admin-screens.ts';
import { SidebarItemLink, type SidebarItem } from './sidebar.tsx';

const HUB: SidebarItem = { path: ROUTES.adminTools.path, label: 'Admin Tools', icon: IconTool };
const SCREEN_ITEMS: readonly SidebarItem[] = ADMIN_SCREENS.map((screen) => ({
  path: screen.path,
  label: screen.label,
  icon: screen.icon,
}));

/** The Admin Tools section: the hub, then every admin screen it links (ADMIN_SCREENS in admin-screens.ts). */
export const SIDEBAR_ADMIN_ITEMS: readonly SidebarItem[] = [HUB, ...SCREEN_ITEMS];

/**
 * The sidebar's Admin Tools section (administrators only; its own chunk, sidebar.tsx). The hub link is always shown;
 * the admin screens fold under one entry, open while the hub or one of them is the current screen, so the section stays in view
 * below the working tools instead of a dozen links pushing it out of the sidebar (issue 35 item 21).
 */
export function SidebarAdminItems({ mini, onNavigate }: { mini: boolean; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const onAdminScreen = SIDEBAR_ADMIN_ITEMS.some(
    (item) => pathname === item.path || pathname.startsWith(`${item.path}/`),
  );
  const [opened, setOpened] = useState(onAdminScreen);
  return (
    <>
      {!mini && (
        <Text className="sl-eyebrow" mt="md" mb={4} px="sm">
          Admin Tools
        </Text>
      )}
      <SidebarItemLink item={HUB} mini={mini} onNavigate={onNavigate} />
      {!mini && (
        <NavLink
          label="Admin screens"
          leftSection={<IconLayoutList size={19} stroke={1.5} aria-hidden />}
          opened={opened || onAdminScreen}
          onChange={setOpened}
          variant="light"
          styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
        >
          {SCREEN_ITEMS.map((item) => (
            <SidebarItemLink key={item.path} item={item} mini={false} onNavigate={onNavigate} />
          ))}
        </NavLink>
      )}
    </>
  );
}
