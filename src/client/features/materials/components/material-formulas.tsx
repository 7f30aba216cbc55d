import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { hrefs, ROUTES } from '../../../config/paths.ts';
import { useMaterialFormulas } from '../api/list-material-formulas.ts';

const formatAmount = ({ amount, unit }: { amount: number; unit: string }) =>
  unit === '%' ? `${amount} %` : `${amount} g`;

/** "Used in my formulas": the user's own formulas whose lines use this material, newest first. */
export function MaterialFormulas({ materialId }: { materialId: string }) {
  const query = useMaterialFormulas(materialId);
  if (query.isPending)
    return (
      <Text c="dimmed" size="sm" role="status">
        Loading your formulas…
      </Text>
    );
  if (query.isError)
    return (
      <Text c="red" size="sm">
        {query.error.message}
      </Text>
    );
  const items = query.data.items;
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        None of your formulas uses this material yet. Add it to a formula in the{' '}
        <Anchor component={Link} to={ROUTES.formula.path} size="sm">
          Formula Editor
        </Anchor>{' '}
        and it is listed here.
      </Text>
    );
  }
  return (
    <Stack
      gap={6}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label="Formulas using this material"
    >
      {items.map((formula) => (
        <Group key={formula.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
          <Anchor component={Link} to={hrefs.formula(formula.id)} size="sm" truncate>
            {formula.name}
          </Anchor>
          <Text size="sm" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {formula.amounts.map(formatAmount).join(' + ')}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
