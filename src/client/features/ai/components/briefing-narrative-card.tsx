import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAiStatus, useBriefingNarrative } from '../api/ai-api.ts';
import { AiErrorNotice, ConnectProviderNotice } from './ai-notice.tsx';

/** The computed briefing written up by the connected model; every number checked against the facts it cites. */
export function BriefingNarrativeCard() {
  const status = useAiStatus();
  const write = useBriefingNarrative();
  const refused = status.isError ? status.error : null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Briefing written by AI">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <div>
          <Title order={2} size="h4">
            Briefing, written by AI
          </Title>
          <Text size="xs" c="dimmed">
            From the computed briefing only; a paragraph with a number not found in its sources is left out.
          </Text>
        </div>
        {!refused && status.data?.connected && (
          <Button
            variant="light"
            leftSection={<IconSparkles size={16} />}
            loading={write.isPending}
            onClick={() => write.mutate()}
          >
            Write it up
          </Button>
        )}
      </Group>
      <Stack gap="sm">
        {refused && <AiErrorNotice error={refused} />}
        {!refused && status.data && !status.data.connected && <ConnectProviderNotice compact />}
        {write.isError && <AiErrorNotice error={write.error} />}
        {write.data && (
          <>
            <Group gap={6}>
              <Badge size="xs" variant="light" color="violet">
                {write.data.provenance.label}
              </Badge>
              <Text size="xs" c="dimmed">
                {write.data.provenance.provider} · {write.data.provenance.model}
              </Text>
            </Group>
            {write.data.paragraphs.length === 0 && (
              <Text size="sm" c="dimmed">
                The model’s text did not keep to the data, so nothing is shown. Try again or choose another model.
              </Text>
            )}
            {write.data.paragraphs.map((paragraph, index) => (
              <Stack key={index} gap={2}>
                <Text size="sm">{paragraph.text}</Text>
                <Group gap={6}>
                  {paragraph.sources.map((source) => (
                    <Anchor key={source.url} size="xs" component={Link} to={source.url}>
                      {source.label}
                    </Anchor>
                  ))}
                </Group>
              </Stack>
            ))}
            {write.data.dropped > 0 && (
              <Text size="xs" c="dimmed">
                {write.data.dropped} paragraph{write.data.dropped === 1 ? '' : 's'} left out: numbers not found in the
                data.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
