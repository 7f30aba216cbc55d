import { Alert, Button, ColorInput, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  findBuiltInTheme,
  THEME_COLOR_NAMES,
  type ThemeColorName,
  type ThemeColors,
} from '../../../../domain/settings/built-in-themes.ts';
import { UserThemeInputSchema } from '../../../../domain/settings/user-settings.schemas.ts';
import {
  describeContrastFailures,
  findContrastFailures,
  USER_THEME_PREFIX,
} from '../../../../domain/settings/user-themes.ts';
import { describeThemeSaveError, useSaveUserTheme, type UserThemeAnswer } from '../api/user-themes-api.ts';

const COLOR_LABELS: Record<ThemeColorName, string> = {
  background: 'Background',
  surface: 'Surface',
  text: 'Text',
  mutedText: 'Muted text',
  border: 'Border',
  accent: 'Accent',
  accentContrast: 'Text on accent',
  success: 'Success',
  warning: 'Warning',
  danger: 'Danger',
};

function ColorSet({
  mode,
  colors,
  onChange,
}: {
  mode: 'light' | 'dark';
  colors: ThemeColors;
  onChange: (name: ThemeColorName, value: string) => void;
}) {
  return (
    <Stack gap="xs">
      <Title order={4}>{mode === 'light' ? 'Light colours' : 'Dark colours'}</Title>
      <SimpleGrid cols={2} spacing="xs">
        {THEME_COLOR_NAMES.map((name) => (
          <ColorInput
            key={name}
            size="xs"
            format="hex"
            label={`${mode === 'light' ? 'Light' : 'Dark'} ${COLOR_LABELS[name].toLowerCase()}`}
            value={colors[name]}
            onChange={(value) => onChange(name, value)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Creates or edits a custom theme; its contrast is checked (WCAG AA) as it is typed, and again by the server. */
export function UserThemeDialog({ theme, onClose }: { theme: UserThemeAnswer | null; onClose: () => void }) {
  const start = findBuiltInTheme('default2')!;
  const [name, setName] = useState(theme?.name ?? '');
  const [label, setLabel] = useState(theme?.label ?? '');
  const [description, setDescription] = useState(theme?.description ?? '');
  const [light, setLight] = useState<ThemeColors>(theme?.variables.light ?? start.light);
  const [dark, setDark] = useState<ThemeColors>(theme?.variables.dark ?? start.dark);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveUserTheme();
  const contrast = [
    ...describeContrastFailures('light', findContrastFailures(light)),
    ...describeContrastFailures('dark', findContrastFailures(dark)),
  ];

  const handleSave = () => {
    const input = {
      name: name.trim(),
      label: label.trim(),
      description: description.trim() || null,
      variables: { light, dark },
      previewColors: { background: light.background, accent: light.accent, text: light.text },
    };
    const parsed = UserThemeInputSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the theme');
      return;
    }
    setError(null);
    save.mutate(
      { id: theme?.id ?? null, theme: input },
      { onSuccess: onClose, onError: (saveError) => setError(describeThemeSaveError(saveError, theme !== null)) },
    );
  };

  return (
    <Modal opened onClose={onClose} title={theme ? `Edit ${USER_THEME_PREFIX}${theme.name}` : 'New theme'} size="xl">
      <Stack>
        <Group grow align="flex-start">
          <TextInput
            label="Name"
            description={`Shown as ${USER_THEME_PREFIX}${name.trim() || 'name'}`}
            leftSection={<Text size="xs">{USER_THEME_PREFIX}</Text>}
            leftSectionWidth={44}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            required
          />
          <TextInput label="Label" value={label} onChange={(event) => setLabel(event.currentTarget.value)} required />
        </Group>
        <TextInput
          label="Description"
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ColorSet mode="light" colors={light} onChange={(key, value) => setLight({ ...light, [key]: value })} />
          <ColorSet mode="dark" colors={dark} onChange={(key, value) => setDark({ ...dark, [key]: value })} />
        </SimpleGrid>
        {contrast.length > 0 ? (
          <Alert color="orange" variant="light" title="Contrast below WCAG AA" role="status">
            <Stack gap={2}>
              {contrast.map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : (
          <Text size="sm" c="dimmed" role="status">
            Every text colour reads at WCAG AA (4.5:1) in both modes.
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={handleSave} loading={save.isPending} disabled={contrast.length > 0}>
            Save theme
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
