import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '../../config/paths.ts';

export const BUILD_LABEL = 'Sillage 0.9-beta.5';
export const COMPANY_NAME = 'Sillage';

export function AppFooter() {
  return (
    <Group
      component="footer"
      justify="space-between"
      pl="lg"
      pr={{ base: 'lg', sm: 160 }}
      py="md"
      gap="sm"
      style={{ borderTop: '1px solid var(--sl-border)' }}
    >
      <Text size="xs" c="dimmed">
        {BUILD_LABEL} · © {new Date().getFullYear()} {COMPANY_NAME}
      </Text>
      <Group gap="md" component="nav" aria-label="Legal">
        <Anchor component={Link} to={ROUTES.privacy.path} size="xs" c="dimmed">
          Privacy
        </Anchor>
        <Anchor component={Link} to={ROUTES.terms.path} size="xs" c="dimmed">
          Terms
        </Anchor>
        <Anchor component={Link} to={ROUTES.contact.path} size="xs" c="dimmed">
          Contact
        </Anchor>
      </Group>
    </Group>
  );
}
