import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { ContactForm } from '../../../features/feedback/components/contact-form.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { ROUTES } from '../../../config/paths.ts';

const SUPPORT_TOPICS = [
  {
    title: 'Documentation',
    text: 'How each area works, from the materials library to the certificate you sign.',
    to: ROUTES.documentation.path,
  },
  {
    title: 'Forgotten password',
    text: 'On the sign-in form choose “Forgot password?”; the e-mail it sends lets you choose a new one.',
    to: ROUTES.login.path,
  },
  {
    title: 'Report a problem',
    text: 'Signed in, the Feedback button at the bottom right sends a bug report with the page you were on.',
    to: ROUTES.feedback.path,
  },
];

/** /contact and /support: a message to the administrators of this deployment; /support adds where to look first. */
export function ContactScreen() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const isSupport = pathname.startsWith('/support');
  const sender = useMemo(
    () => (user ? { name: user.name || user.email.split('@')[0]!, email: user.email } : null),
    [user],
  );
  return (
    <Stack gap="xl" py="lg" maw={760}>
      <Stack gap="sm">
        <Text className="sl-eyebrow">{isSupport ? 'Support' : 'Contact'}</Text>
        <Title order={1}>{isSupport ? 'How can we help?' : 'Write to us'}</Title>
        <Text size="lg" c="dimmed" lh={1.65}>
          {isSupport
            ? 'Most answers are in the documentation. If yours is not, write below: the administrators of this deployment read every message and answer by e-mail.'
            : 'A question, an access request, a regulatory point or a problem: the administrators of this deployment read every message and answer by e-mail.'}
        </Text>
      </Stack>
      {isSupport && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {SUPPORT_TOPICS.map((topic) => (
            <Stack key={topic.title} gap={4} pt="sm" style={{ borderTop: '1px solid var(--sl-border)' }}>
              <Anchor component={Link} to={topic.to} className="sl-display" fz="lg">
                {topic.title}
              </Anchor>
              <Text size="sm" c="dimmed" lh={1.6}>
                {topic.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      <Stack gap="md" pt="md" style={{ borderTop: '1px solid var(--sl-border)' }}>
        {isSupport && <Title order={2}>Send a message</Title>}
        <ContactForm
          key={pathname}
          page={isSupport ? '/support' : '/contact'}
          defaultTopic={isSupport ? 'question' : 'other'}
          sender={sender}
        />
      </Stack>
    </Stack>
  );
}
