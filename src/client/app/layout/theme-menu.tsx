import { ColorSwatch, Group, Menu, Text, Tooltip } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { BUILT_IN_THEMES } from '../../../domain/settings/built-in-themes.ts';
import { useSettings } from '../../lib/settings-context.ts';
import { ThemeMenuTarget } from './user-menu-target.tsx';

/** Theme picker for visitors (kept in local storage only); its own chunk (shell-menus.tsx). */
export function ThemeMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { settings, resolvedMode, updateSettings } = useSettings();
  return (
    <Menu position="bottom-end" width={220} defaultOpened={defaultOpened}>
      <Menu.Target>
        <Tooltip label="Theme">
          <ThemeMenuTarget />
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Theme</Menu.Label>
        {BUILT_IN_THEMES.map((theme) => (
          <Menu.Item
            key={theme.identifier}
            onClick={() => void updateSettings({ activeThemeIdentifier: theme.identifier }).catch(() => {})}
            leftSection={<ColorSwatch color={theme[resolvedMode].accent} size={14} />}
            rightSection={settings.activeThemeIdentifier === theme.identifier ? <IconCheck size={14} /> : null}
          >
            <Group gap={6}>
              <Text size="sm">{theme.label}</Text>
            </Group>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
