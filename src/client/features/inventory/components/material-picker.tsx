import { Combobox, InputBase, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useMaterialOptions, type MaterialOption } from '../api/inventory-api.ts';

type Props = {
  value: Pick<MaterialOption, 'id' | 'name' | 'cas'> | null;
  onChange: (material: MaterialOption | null) => void;
  label: string;
  /** The text shown before anything is searched (a constituent saved earlier). */
  initialText?: string;
  withAsterisk?: boolean;
  size?: 'xs' | 'sm';
  error?: string | null;
  /** Shows "Chosen: name" under the field once a material is picked. */
  showChosen?: boolean;
  'aria-label'?: string;
};

/** A material of the library found by name, synonym or CAS. */
export function MaterialPicker({
  value,
  onChange,
  label,
  initialText = '',
  withAsterisk = false,
  size = 'sm',
  error,
  showChosen = false,
  'aria-label': ariaLabel,
}: Props) {
  const [search, setSearch] = useState(initialText);
  const [query] = useDebouncedValue(search, 200);
  const options = useMaterialOptions(query);
  const combobox = useCombobox();
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const material = options.data?.find((option) => option.id === id) ?? null;
        onChange(material);
        setSearch(material?.name ?? '');
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
          placeholder="Search by name or CAS"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            onChange(null);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!query.trim()}>
        <Combobox.Options>
          {(options.data ?? []).map((option) => (
            <Combobox.Option value={option.id} key={option.id}>
              {option.name}{' '}
              {option.cas && (
                <Text span size="xs" c="dimmed">
                  {option.cas}
                </Text>
              )}
            </Combobox.Option>
          ))}
          {options.isSuccess && options.data.length === 0 && <Combobox.Empty>No material matches</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
      {value && showChosen && (
        <Text size="xs" c="dimmed">
          Chosen: {value.name}
        </Text>
      )}
    </Combobox>
  );
}
