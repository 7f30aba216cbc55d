import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { ADMIN_SCREENS } from '../../layout/admin-screens.ts';

/** /admin-tools: the hub of every administration screen. */
export function AdminToolsScreen() {
  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Text className="sl-eyebrow">Administration</Text>
        <Title order={1}>Admin Tools</Title>
        <Text c="dimmed" maw={640}>
          Everything that runs this instance: its people and plans, its health, and the reference data every formula is
          checked against.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {ADMIN_SCREENS.map((screen) => (
          <UnstyledButton
            key={screen.path}
            component={Link}
            to={screen.path}
            style={{ display: 'block', height: '100%' }}
          >
            <Card h="100%" withBorder className="sl-hover-card">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size={38} radius="md">
                  <screen.icon size={20} stroke={1.5} />
                </ThemeIcon>
                <Stack gap={4}>
                  <Text fw={600}>{screen.label}</Text>
                  <Text size="sm" c="dimmed">
                    {screen.description}
                  </Text>
                </Stack>
              </Group>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
