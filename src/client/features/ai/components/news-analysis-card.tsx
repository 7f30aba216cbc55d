import { Button, Card, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { newsAnalysisQueryOptions, useAiStatus, useNewsAnalysisAction } from '../api/ai-api.ts';
import { AiErrorNotice, ConnectProviderNotice } from './ai-notice.tsx';
import { formatDateTime } from '../../../../domain/shared/format-dates.ts';

/** Admin: news articles analysed by the model after each refresh (on the admin's provider), or by the word lists. */
export function NewsAnalysisCard() {
  const status = useAiStatus();
  const analysis = useQuery(newsAnalysisQueryOptions());
  const action = useNewsAnalysisAction();
  const data = analysis.data;
  const connected = status.data?.connected === true;
  const running = data?.lastRun?.state === 'running' || data?.lastRun?.state === 'queued';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="News analysis by model">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            News analysis by model
          </Title>
          <Text size="sm" c="dimmed">
            When on, articles are summarised and scored by your connected model after each news refresh, 20 at a time,
            counted in your AI usage. A brand or material it names is kept only when the article itself writes it. When
            off, the word-list analysis is used.
          </Text>
        </div>
        {status.data && !connected && <ConnectProviderNotice compact />}
        {analysis.isError && <AiErrorNotice error={analysis.error} />}
        {analysis.isPending && <Loader size="sm" />}
        {data && (
          <>
            <Group justify="space-between" wrap="wrap">
              <Switch
                label="Analyse the news with my model"
                checked={data.enabled}
                disabled={action.isPending || (!connected && !data.enabled)}
                onChange={(event) => action.mutate({ kind: 'switch', enabled: event.currentTarget.checked })}
              />
              <Button
                variant="light"
                leftSection={<IconSparkles size={16} />}
                disabled={!data.enabled || !connected}
                loading={action.isPending || running}
                onClick={() => action.mutate({ kind: 'run' })}
              >
                Analyse now
              </Button>
            </Group>
            <Text size="sm">
              {data.articles.byModel} of {data.articles.total} articles analysed by a model.
            </Text>
            {data.lastRun && (
              <Text size="xs" c="dimmed" data-testid="news-analysis-last-run">
                Last run: {data.lastRun.state}
                {data.lastRun.finishedAt && `, ${formatDateTime(new Date(data.lastRun.finishedAt))}`}
                {data.lastRun.result?.analysed !== undefined && ` · ${data.lastRun.result.analysed} analysed`}
                {data.lastRun.result?.stopped && ` · ${data.lastRun.result.stopped}`}
                {data.lastRun.error && ` · ${data.lastRun.error}`}
              </Text>
            )}
          </>
        )}
        {action.isError && <AiErrorNotice error={action.error} />}
      </Stack>
    </Card>
  );
}
