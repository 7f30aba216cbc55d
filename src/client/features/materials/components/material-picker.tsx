import { Select } from '@mantine/core';
import { useState } from 'react';
import { useMaterialSearch, type MaterialSearchResult } from '../../../lib/materials/use-material-search.ts';

type MaterialPickerProps = {
  label: string;
  value: MaterialSearchResult | null;
  onChange: (material: MaterialSearchResult | null) => void;
  error?: string;
  /** Materials that may not be picked (the one being edited). */
  excludeIds?: readonly string[];
};

const describe = (material: MaterialSearchResult) =>
  material.cas ? `${material.name} · ${material.cas}` : material.name;

/** Picks a material from the library or the user's own, searched in the browser as they type. */
export function MaterialPicker({ label, value, onChange, error, excludeIds = [] }: MaterialPickerProps) {
  const [search, setSearch] = useState('');
  const { items } = useMaterialSearch(search, { limit: 30 });
  const options = items.filter((item) => !excludeIds.includes(item.id));
  if (value && !options.some((item) => item.id === value.id)) options.unshift(value);
  return (
    <Select
      label={label}
      placeholder="Type a name or CAS number"
      searchable
      clearable
      error={error}
      data={options.map((item) => ({ value: item.id, label: describe(item) }))}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={search.trim() ? 'No material matches' : 'Type to search'}
      onChange={(id) => onChange(options.find((item) => item.id === id) ?? null)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
