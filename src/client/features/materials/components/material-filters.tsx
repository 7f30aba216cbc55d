import { Box, Button, Group, Select, Stack, Switch } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { MaterialListParams } from '../../../lib/materials/list-materials.ts';
import { useOdourFamilies } from '../../../lib/materials/get-odour-families.ts';
import { formatCount } from '../../../../domain/shared/format-numbers.ts';
import { SegmentedChoice } from '../../../components/segmented-choice.tsx';

export type MaterialFilterValues = Pick<
  MaterialListParams,
  | 'odourFamily'
  | 'notePosition'
  | 'natural'
  | 'ifraRestricted'
  | 'euAllergen'
  | 'own'
  | 'inInventory'
  | 'sort'
  | 'direction'
>;

type Tri = 'any' | 'yes' | 'no';
const toTri = (value: boolean | undefined): Tri => (value === undefined ? 'any' : value ? 'yes' : 'no');
const fromTri = (value: string): boolean | undefined => (value === 'any' ? undefined : value === 'yes');

const NOTE_POSITION_OPTIONS: readonly {
  value: NonNullable<MaterialFilterValues['notePosition']> | 'any';
  label: string;
}[] = [
  { value: 'any', label: 'All notes' },
  { value: 'top', label: 'Top' },
  { value: 'heart', label: 'Heart' },
  { value: 'base', label: 'Base' },
];

const SORTS = [
  { value: 'name:asc', label: 'Name A–Z' },
  { value: 'name:desc', label: 'Name Z–A' },
  { value: 'cas:asc', label: 'CAS number' },
  { value: 'substantivity:desc', label: 'Longest lasting' },
  { value: 'substantivity:asc', label: 'Shortest lasting' },
  { value: 'sources:desc', label: 'Best documented' },
];

/** How many filters narrow the list (the sort is not one). */
export function countActiveFilters(value: MaterialFilterValues): number {
  return [
    value.odourFamily,
    value.notePosition,
    value.natural,
    value.ifraRestricted,
    value.euAllergen,
    value.own,
    value.inInventory,
  ].filter((filter) => filter !== undefined).length;
}

/**
 * Filters and sort of the library; every change goes to the server's list query. On a phone they fold behind a
 * Filters button (with the number in use), so the search box and its results fill the screen; folded, they are not
 * drawn at all (six selects, each with its hidden list of options, were most of the screen's first render there).
 */
export function MaterialFilters({
  value,
  onChange,
}: {
  value: MaterialFilterValues;
  onChange: (next: MaterialFilterValues) => void;
}) {
  const families = useOdourFamilies();
  const [opened, { toggle }] = useDisclosure(false);
  // Mantine's `sm` breakpoint, where `hiddenFrom="sm"` hides the Filters button.
  const isWide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false }) ?? false;
  const active = countActiveFilters(value);
  const familyOptions = (families.data?.items ?? [])
    .filter((item): item is { odourFamily: string; total: number } => Boolean(item.odourFamily))
    .map((item) => ({ value: item.odourFamily, label: `${item.odourFamily} (${formatCount(item.total)})` }));
  const triSelect = (label: string, key: 'natural' | 'ifraRestricted' | 'euAllergen', yes: string, no: string) => (
    <Select
      label={label}
      w={170}
      allowDeselect={false}
      data={[
        { value: 'any', label: 'Any' },
        { value: 'yes', label: yes },
        { value: 'no', label: no },
      ]}
      value={toTri(value[key])}
      onChange={(next) => onChange({ ...value, [key]: fromTri(next ?? 'any') })}
    />
  );
  return (
    <Stack gap="sm">
      <Button
        hiddenFrom="sm"
        variant="default"
        size="xs"
        w="fit-content"
        leftSection={<IconAdjustmentsHorizontal size={14} />}
        aria-expanded={opened}
        aria-controls="material-filters"
        onClick={toggle}
      >
        {opened ? 'Hide filters' : active > 0 ? `Filters · ${active}` : 'Filters and sort'}
      </Button>
      <Box id="material-filters">
        {(isWide || opened) && (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Odour family"
              placeholder="All families"
              w={220}
              searchable
              clearable
              data={familyOptions}
              value={value.odourFamily ?? null}
              onChange={(next) => onChange({ ...value, odourFamily: next ?? undefined })}
            />
            <div>
              <SegmentedChoice
                label="Note position"
                data={NOTE_POSITION_OPTIONS}
                value={value.notePosition ?? 'any'}
                onChange={(next) => onChange({ ...value, notePosition: next === 'any' ? undefined : next })}
              />
            </div>
            {triSelect('Origin', 'natural', 'Natural', 'Synthetic')}
            {triSelect('IFRA', 'ifraRestricted', 'Restricted', 'Not restricted')}
            {triSelect('EU allergen', 'euAllergen', 'Allergen', 'Not an allergen')}
            <Select
              label="Show"
              w={150}
              allowDeselect={false}
              data={[
                { value: 'all', label: 'Whole library' },
                { value: 'own', label: 'My materials' },
              ]}
              value={value.own ? 'own' : 'all'}
              onChange={(next) => onChange({ ...value, own: next === 'own' ? true : undefined })}
            />
            <Switch
              label="In my inventory"
              mb={8}
              checked={value.inInventory === true}
              onChange={(event) => onChange({ ...value, inInventory: event.currentTarget.checked ? true : undefined })}
            />
            <Select
              label="Sort"
              w={180}
              allowDeselect={false}
              data={SORTS}
              value={`${value.sort ?? 'name'}:${value.direction ?? 'asc'}`}
              onChange={(next) => {
                const [sort, direction] = (next ?? 'name:asc').split(':') as [
                  MaterialFilterValues['sort'],
                  MaterialFilterValues['direction'],
                ];
                onChange({ ...value, sort, direction });
              }}
            />
          </Group>
        )}
      </Box>
    </Stack>
  );
}
