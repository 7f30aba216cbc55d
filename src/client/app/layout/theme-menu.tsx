import { ActionIcon, ColorSwatch, Group, Menu, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconPalette } from '@tabler/icons-react';
import { BUILT_IN_THEMES } from '../../../domain/settings/built-in-themes.ts';
import { useSettings } from '../../lib/settings-context.ts';

/** Theme picker for visitors (kept in local storage only). */
export function ThemeMenu() {
  const { settings, resolvedMode, updateSettings } = useSettings();
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <Tooltip label="Theme">
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Choose theme">
            <IconPalette size={19} stroke={1.5} />
          </ActionIcon>
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
