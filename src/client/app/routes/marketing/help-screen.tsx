import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { hrefs, ROUTES } from '../../../config/paths.ts';

const TOPICS = [
  { title: 'Documentation', text: 'A short guide to every area of Sillage.', to: ROUTES.documentation.path },
  { title: 'Account and password', text: 'Change your password or see your plan.', to: hrefs.account('security') },
  { title: 'Settings', text: 'Theme, fonts, density, and your AI provider keys.', to: ROUTES.settings.path },
  { title: 'Contact', text: 'Write to the administrators of this deployment.', to: ROUTES.contact.path },
];

export function HelpScreen() {
  return (
    <Stack gap="xl" py="md" maw={860}>
      <Stack gap={6}>
        <Title order={1}>Help & Support</Title>
        <Text c="dimmed" size="lg">
          Press Ctrl+K (Cmd+K on a Mac) to jump to any screen. To report a problem or suggest an improvement, use the
          Feedback button at the bottom right.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        {TOPICS.map((topic) => (
          <Stack key={topic.to} gap={4} pt="md" style={{ borderTop: '1px solid var(--sl-border)' }}>
            <Anchor component={Link} to={topic.to} fz="lg" className="sl-display">
              {topic.title}
            </Anchor>
            <Text c="dimmed" size="sm">
              {topic.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
