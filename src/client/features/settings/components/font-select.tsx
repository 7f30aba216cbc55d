import { Select } from '@mantine/core';
import { FONT_CHOICES, fontStack } from '../../../lib/apply-appearance.ts';
import { loadFonts } from '../../../lib/load-fonts.ts';

type FontSelectProps = {
  label: string;
  value: string;
  onChange: (font: string) => void;
};

/**
 * One font setting: each choice is written in its own font, so a perfumer sees Playfair Display or JetBrains Mono
 * before choosing it (their webfonts are fetched when the list opens, not before). A font kept from older settings
 * stays in the list.
 */
export function FontSelect({ label, value, onChange }: FontSelectProps) {
  const fonts = FONT_CHOICES.includes(value) ? FONT_CHOICES : [...FONT_CHOICES, value];
  return (
    <Select
      label={label}
      data={fonts}
      value={value}
      allowDeselect={false}
      onChange={(next) => next && onChange(next)}
      onDropdownOpen={() => loadFonts(FONT_CHOICES)}
      maxDropdownHeight={320}
      renderOption={({ option }) => <span style={{ fontFamily: fontStack(option.value) }}>{option.label}</span>}
      styles={{ input: { fontFamily: fontStack(value) } }}
    />
  );
}
