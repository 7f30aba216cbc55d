import { NativeSelect, Text } from '@mantine/core';
import { NATURAL_TYPES, saysFurocoumarinFree } from '../../../../domain/materials/natural-type.ts';
import type { NaturalTypeInput } from '../../../../domain/materials/materials.schemas.ts';
import { useStateNaturalType } from '../api/state-natural-type.ts';

/** The types a user may state; "read from the name" states none (never furocoumarin-free, materials.schemas.ts). */
export const NATURAL_TYPE_OPTIONS = [
  { value: '', label: 'Not stated: read from the name' },
  ...NATURAL_TYPES.filter((type) => type !== 'unknown').map((type) => ({
    value: type,
    label: type.charAt(0).toUpperCase() + type.slice(1),
  })),
];

export const NATURAL_TYPE_DESCRIPTION =
  "The IFRA Annex gives a natural's constituents by type. Furocoumarin-free leaves it out of the phototoxicity sum: " +
  'choose it only when the specification says FCF or bergapten-free, whatever the name says.';

/** The stated type of one of the workspace's own naturals, changed in place (PUT /api/materials/:id/natural-type). */
export function NaturalTypeField({
  material,
  canEdit,
}: {
  material: { id: string; name: string; naturalType: string | null };
  canEdit: boolean;
}) {
  const save = useStateNaturalType(material.id);
  const stated = save.isPending ? (save.variables.naturalType ?? '') : (material.naturalType ?? '');
  return (
    <div>
      <NativeSelect
        label="Type, as the supplier's specification states it"
        description={NATURAL_TYPE_DESCRIPTION}
        data={NATURAL_TYPE_OPTIONS}
        value={stated}
        disabled={!canEdit || save.isPending}
        maw={520}
        onChange={(event) =>
          save.mutate({ naturalType: (event.currentTarget.value || null) as NaturalTypeInput['naturalType'] })
        }
      />
      {stated !== 'furocoumarin-free' && saysFurocoumarinFree(material.name) && (
        <Text size="sm" c="dimmed" mt={4}>
          Its name says furocoumarin-free, but no such type is stated: the IFRA phototoxicity sum counts it until the
          type above says so.
        </Text>
      )}
      {save.isError && (
        <Text size="sm" c="red" mt={4} role="alert">
          {save.error.message}
        </Text>
      )}
    </div>
  );
}
