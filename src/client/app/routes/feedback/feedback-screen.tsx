import { Stack, Tabs, Text, Title } from '@mantine/core';
import { FeedbackBoard } from '../../../features/feedback/components/feedback-board.tsx';
import { FeedbackHistory } from '../../../features/feedback/components/feedback-history.tsx';

/** /feedback: the user's own reports with status and replies, and the ideas everyone can vote on. */
export function FeedbackScreen() {
  return (
    <Stack gap="lg" py="md" maw={880}>
      <div>
        <Title order={1}>Feedback</Title>
        <Text c="dimmed">
          What you sent with the Feedback button, where it stands, and the team’s replies. Vote for the ideas you want
          most.
        </Text>
      </div>
      <Tabs defaultValue="mine" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="mine">Your feedback</Tabs.Tab>
          <Tabs.Tab value="ideas">Ideas to vote on</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mine" pt="md">
          <FeedbackHistory />
        </Tabs.Panel>
        <Tabs.Panel value="ideas" pt="md">
          <FeedbackBoard />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
