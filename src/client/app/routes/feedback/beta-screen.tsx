import { List, Stack, Text, Title } from '@mantine/core';
import { BetaApplicationCard } from '../../../features/accounts/components/beta-application-card.tsx';

/** /beta: what the beta programme is, and the user's application. */
export function BetaScreen() {
  return (
    <Stack gap="lg" py="md" maw={760}>
      <div>
        <Title order={1}>Beta programme</Title>
        <Text c="dimmed" mt={4}>
          Beta testers use new features before everyone else and shape them with their reports. Everything you make
          stays yours; a beta feature can change while it is marked BETA.
        </Text>
      </div>
      <Stack gap={4}>
        <Title order={2} size="h4">
          What it means
        </Title>
        <List spacing={4} size="sm">
          <List.Item>
            You see features marked BETA in the app, and a BETA badge in the header linking back here.
          </List.Item>
          <List.Item>
            You report what you find with the Feedback button; follow each report and the team’s reply on your Feedback
            page.
          </List.Item>
          <List.Item>
            Compliance results are computed by the same engine for everyone: beta features never change a verdict.
          </List.Item>
          <List.Item>
            An administrator reviews each application; you can leave the programme at any time by asking them.
          </List.Item>
        </List>
      </Stack>
      <BetaApplicationCard />
    </Stack>
  );
}
