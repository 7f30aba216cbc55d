import { Alert, Button, Card, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useState } from 'react';
import { useApplyToBeta, useBetaStatus } from '../api/beta-programme.ts';
import { formatDate } from '../../../../domain/shared/format-dates.ts';

/** Where the user stands in the beta programme, and the application form when they may apply. */
export function BetaApplicationCard() {
  const status = useBetaStatus();
  const apply = useApplyToBeta();
  const [motivation, setMotivation] = useState('');
  if (status.isPending) return <Loader size="sm" />;
  if (status.isError) return <Alert color="red">Your beta status could not be loaded: {status.error.message}</Alert>;
  const { isBetaTester, application } = status.data;
  if (isBetaTester) {
    return (
      <Alert color="teal" variant="light" icon={<IconFlask size={18} />} title="You are a beta tester">
        Features marked BETA are open to you. Tell us what you find with the Feedback button: your reports go straight
        to the team, and you can follow them on your Feedback page.
      </Alert>
    );
  }
  if (application?.status === 'pending') {
    return (
      <Alert color="blue" variant="light" title="Application received">
        You applied on {formatDate(new Date(application.createdAt))}. An administrator will review it; this page shows
        the decision.
      </Alert>
    );
  }
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Apply to the beta programme
        </Title>
        {application?.status === 'declined' && (
          <Text size="sm" c="dimmed">
            Your previous application was not accepted this time; you may apply again.
          </Text>
        )}
        <Textarea
          label="What would you like to try, and what do you make?"
          description="For example: candles in category 12, fine fragrance with many naturals, a house of 200 formulas."
          autosize
          minRows={3}
          maxLength={2000}
          value={motivation}
          onChange={(event) => setMotivation(event.currentTarget.value)}
        />
        {apply.isError && <Alert color="red">{apply.error.message}</Alert>}
        <Button
          onClick={() => apply.mutate(motivation.trim())}
          disabled={!motivation.trim()}
          loading={apply.isPending}
          w="fit-content"
        >
          Apply
        </Button>
      </Stack>
    </Card>
  );
}
