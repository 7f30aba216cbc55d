import {
  ActionIcon,
  Button,
  Card,
  ColorSwatch,
  Group,
  NumberInput,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { SELECTABLE_THEMES, type BuiltInTheme } from '../../../../domain/settings/built-in-themes.ts';
import { toSelectableTheme, userThemeIdentifier } from '../../../../domain/settings/user-themes.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useDeleteUserTheme, useUserThemes, type UserThemeAnswer } from '../api/user-themes-api.ts';
import { UserThemeDialog } from './user-theme-dialog.tsx';
import { FontSelect } from './font-select.tsx';
import type { DensityMode, ThemeMode } from '../../../../domain/settings/user-settings.ts';
import { useSettings } from '../../../lib/settings-context.ts';

const save = (promise: Promise<void>) => void promise.catch(() => {});

export function AppearanceSection() {
  const { settings, resolvedMode, updateSettings } = useSettings();
  const { user } = useAuth();
  const userThemes = useUserThemes(user?.id);
  const removeTheme = useDeleteUserTheme();
  const [editing, setEditing] = useState<UserThemeAnswer | 'new' | null>(null);
  const ownThemes = (userThemes.data ?? []).flatMap((stored) => {
    const { theme } = toSelectableTheme(stored);
    return theme ? [{ stored, theme }] : [];
  });
  const themeCards: Array<{ theme: BuiltInTheme; stored: UserThemeAnswer | null }> = [
    ...SELECTABLE_THEMES.map((theme) => ({ theme, stored: null })),
    ...ownThemes,
  ];

  return (
    <Card>
      <Stack gap="lg">
        <Title order={3}>Appearance</Title>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="theme-mode-label">
            Mode
          </Text>
          <SegmentedControl
            aria-labelledby="theme-mode-label"
            value={settings.themeMode}
            onChange={(value) => save(updateSettings({ themeMode: value as ThemeMode }))}
            data={[
              { label: 'Light', value: 'light' },
              { label: 'Dark', value: 'dark' },
              { label: 'System', value: 'system' },
            ]}
          />
        </Stack>
        <Radio.Group
          label="Theme"
          value={settings.activeThemeIdentifier}
          onChange={(value) => save(updateSettings({ activeThemeIdentifier: value }))}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
            {themeCards.map(({ theme, stored }) => (
              <Radio.Card key={theme.identifier} value={theme.identifier} p="md" radius="md">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <Stack gap={4} style={{ flex: 1 }}>
                    {stored && (
                      <Group gap={4} justify="flex-end" style={{ marginBottom: -24 }}>
                        <Tooltip label="Edit theme">
                          <ActionIcon
                            component="span"
                            variant="subtle"
                            size="sm"
                            aria-label={`Edit ${theme.identifier}`}
                            onClick={(event) => {
                              event.stopPropagation();
                              setEditing(stored);
                            }}
                          >
                            <IconPencil size={14} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Delete theme">
                          <ActionIcon
                            component="span"
                            variant="subtle"
                            color="red"
                            size="sm"
                            aria-label={`Delete ${theme.identifier}`}
                            onClick={(event) => {
                              event.stopPropagation();
                              removeTheme.mutate(stored.id);
                              if (settings.activeThemeIdentifier === userThemeIdentifier(stored.name))
                                save(updateSettings({ activeThemeIdentifier: 'default2' }));
                            }}
                          >
                            <IconTrash size={14} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    )}
                    <Group gap={6}>
                      {(['background', 'surface', 'accent', 'text'] as const).map((name) => (
                        <ColorSwatch key={name} color={theme[resolvedMode][name]} size={16} />
                      ))}
                    </Group>
                    <Text fw={500}>{stored ? `${theme.identifier} · ${theme.label}` : theme.label}</Text>
                    <Text size="xs" c="dimmed">
                      {theme.description}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        {user && (
          <Group>
            <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
              New theme
            </Button>
            <Text size="xs" c="dimmed">
              Your own colours, light and dark, checked for WCAG AA contrast.
            </Text>
          </Group>
        )}
        {editing && <UserThemeDialog theme={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
        <Stack gap={6}>
          <Text size="sm" fw={500} id="density-label">
            Density
          </Text>
          <SegmentedControl
            aria-labelledby="density-label"
            value={settings.densityMode}
            onChange={(value) => save(updateSettings({ densityMode: value as DensityMode }))}
            data={[
              { label: 'Compact', value: 'compact' },
              { label: 'Comfortable', value: 'comfortable' },
              { label: 'Spacious', value: 'spacious' },
            ]}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FontSelect
            label="Font"
            value={settings.fontFamily}
            onChange={(font) => save(updateSettings({ fontFamily: font }))}
          />
          <NumberInput
            label="Font size (px)"
            min={10}
            max={28}
            value={settings.fontSize}
            onChange={(value) => typeof value === 'number' && save(updateSettings({ fontSize: value }))}
          />
          <FontSelect
            label="Spreadsheet font"
            value={settings.fontFamilySpreadsheet}
            onChange={(font) => save(updateSettings({ fontFamilySpreadsheet: font }))}
          />
          <FontSelect
            label="Reports font"
            value={settings.fontFamilyReports}
            onChange={(font) => save(updateSettings({ fontFamilyReports: font }))}
          />
          <FontSelect
            label="Cards font"
            value={settings.fontFamilyCards}
            onChange={(font) => save(updateSettings({ fontFamilyCards: font }))}
          />
          <FontSelect
            label="Tooltip font"
            value={settings.fontFamilyTooltip}
            onChange={(font) => save(updateSettings({ fontFamilyTooltip: font }))}
          />
          <NumberInput
            label="Letter spacing (em)"
            description="From -0.1 to 0.3; 0 is the font's own spacing."
            min={-0.1}
            max={0.3}
            step={0.01}
            decimalScale={2}
            value={settings.letterSpacing}
            onChange={(value) => typeof value === 'number' && save(updateSettings({ letterSpacing: value }))}
          />
        </SimpleGrid>
        <Switch
          label="Reduce motion"
          description="Turns off animations and transitions."
          checked={settings.reducedMotion}
          onChange={(event) => save(updateSettings({ reducedMotion: event.currentTarget.checked }))}
        />
      </Stack>
    </Card>
  );
}
