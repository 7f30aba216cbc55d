import { Combobox, InputBase, Text, useCombobox, type MantineSize } from '@mantine/core';
import { useState } from 'react';
import { useMaterialSearch, type MaterialSearchResult } from '../lib/materials/use-material-search.ts';

/** What a picker holds: a material picked now, or one saved earlier (only its name and CAS known). */
export type PickedMaterial = Pick<MaterialSearchResult, 'id' | 'name' | 'cas'>;

const MATERIAL_PICKER_LIMIT = 15;

type MaterialPickerProps = {
  label: string;
  value: PickedMaterial | null;
  /** The material picked, or null at every edit of the text (and when cleared). */
  onChange: (material: MaterialSearchResult | null) => void;
  error?: string | null;
  /** Materials that may not be picked (the one being edited). */
  excludeIds?: readonly string[];
  /** The text shown before anything is searched (a constituent saved earlier). */
  initialText?: string;
  size?: MantineSize;
  withAsterisk?: boolean;
  /** Shows "Chosen: name" under the field once a material is picked. */
  showChosen?: boolean;
  'aria-label'?: string;
  /** Every edit of the text (a caller that keeps a typed name as free text when nothing is picked). */
  onTextChange?: (text: string) => void;
  /** Focused when it appears (and when its modal opens: Mantine's focus trap reads `data-autofocus`). */
  autoFocus?: boolean;
  /** How many materials the list shows. */
  limit?: number;
  /** The list's greatest height (CSS); it scrolls past it. A dialog on a phone keeps its list on the screen. */
  maxDropdownHeight?: string;
};

/**
 * The one material picker: a material of the library or one of the user's own, found by name, synonym or CAS as
 * they type, through the in-browser search (`useMaterialSearch`, the same ranking as the formula editor's cell).
 */
export function MaterialPicker({
  label,
  value,
  onChange,
  error,
  excludeIds = [],
  initialText = '',
  size = 'sm',
  withAsterisk = false,
  showChosen = false,
  'aria-label': ariaLabel,
  onTextChange,
  autoFocus = false,
  limit = MATERIAL_PICKER_LIMIT,
  maxDropdownHeight,
}: MaterialPickerProps) {
  const [search, setSearch] = useState(value?.name ?? initialText);
  const [typed, setTyped] = useState(false);
  // The dropdown joins the page when the field is first focused, and stays: kept mounted and hidden from the start,
  // Floating UI positioned it as the page was drawn, and its first measure forced a style recalculation of the whole
  // screen (ADR 053). Mounted once, its listbox keeps one id, so the field's aria-controls stays right.
  const [focused, setFocused] = useState(autoFocus);
  const combobox = useCombobox();
  const query = typed ? search : '';
  const found = useMaterialSearch(query, { limit: limit + excludeIds.length });
  const options = found.items.filter((item) => !excludeIds.includes(item.id)).slice(0, limit);
  const answered = query.trim() !== '' && found.answeredQuery === query;
  const text = value && !typed ? value.name : search;
  // At the bench's large sizes every target is a finger's (44 px), the clear button too.
  const isTouchSize = size === 'lg' || size === 'xl';
  const edit = (next: string) => {
    setSearch(next);
    setTyped(true);
    onTextChange?.(next);
    // Every edit forgets the choice (and a saved constituent's name, which the text no longer shows).
    onChange(null);
  };
  return (
    <Combobox
      store={combobox}
      size={size}
      onOptionSubmit={(id) => {
        const material = options.find((option) => option.id === id) ?? null;
        onChange(material);
        setSearch(material?.name ?? '');
        setTyped(false);
        if (material) onTextChange?.(material.name);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          label={label}
          aria-label={ariaLabel}
          size={size}
          withAsterisk={withAsterisk}
          error={error}
          placeholder="Type a name or CAS number"
          data-autofocus={autoFocus || undefined}
          autoFocus={autoFocus}
          value={text}
          onChange={(event) => {
            setFocused(true);
            edit(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => {
            setFocused(true);
            combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
          rightSection={
            text ? (
              <Combobox.ClearButton
                aria-label={`Clear ${ariaLabel ?? label}`}
                size={isTouchSize ? 'xl' : undefined}
                onClear={() => edit('')}
              />
            ) : null
          }
        />
      </Combobox.Target>
      {focused && (
        <Combobox.Dropdown hidden={!query.trim()}>
          <Combobox.Options
            aria-label="Materials"
            mah={maxDropdownHeight}
            style={maxDropdownHeight ? { overflowY: 'auto', overscrollBehavior: 'contain' } : undefined}
          >
            {options.map((option) => (
              <Combobox.Option value={option.id} key={option.id}>
                {option.name}
                {option.cas && (
                  <Text span fz="0.8em" c="dimmed">
                    {` · ${option.cas}`}
                  </Text>
                )}
              </Combobox.Option>
            ))}
            {options.length === 0 && (
              <Combobox.Empty>
                {answered && found.isReady ? 'No material matches' : 'Searching the library…'}
              </Combobox.Empty>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      )}
      {value && showChosen && (
        <Text size="xs" c="dimmed">
          Chosen: {value.name}
        </Text>
      )}
    </Combobox>
  );
}
