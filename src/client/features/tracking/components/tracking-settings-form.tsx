import { Alert, Button, Card, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import {
  RETENTION_DAYS_MAX,
  RETENTION_DAYS_MIN,
  TrackingSettingsInputSchema,
} from '../../../../domain/tracking/tracking.schemas.ts';
import { useTrackingSettings, useUpdateTrackingSettings } from '../api/usage-analytics.ts';

/** Retention of usage records and the geolocation service (none by default). */
export function TrackingSettingsForm() {
  const settings = useTrackingSettings();
  const update = useUpdateTrackingSettings();
  const [retentionDays, setRetentionDays] = useState<number | string>(180);
  const [template, setTemplate] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!settings.data) return;
    setRetentionDays(settings.data.retentionDays);
    setTemplate(settings.data.geolocationUrlTemplate ?? '');
  }, [settings.data]);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = TrackingSettingsInputSchema.safeParse({
      retentionDays: Number(retentionDays),
      geolocationUrlTemplate: template.trim() === '' ? null : template.trim(),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the values');
      return;
    }
    setError(null);
    update.mutate(parsed.data, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Tracking settings saved' }),
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <Card withBorder padding="md" component="form" onSubmit={handleSubmit}>
      <Title order={3} size="h5" mb="xs">
        Tracking settings
      </Title>
      <Stack gap="sm" maw={640}>
        <NumberInput
          label="Keep usage records for (days)"
          description="Older records are deleted by a daily job. The privacy page states this period."
          min={RETENTION_DAYS_MIN}
          max={RETENTION_DAYS_MAX}
          value={retentionDays}
          onChange={setRetentionDays}
          w={260}
        />
        <TextInput
          label="Geolocation service"
          description="Optional. An address with {ip} where the visitor's address goes, answering JSON with country_name, city, region, latitude, longitude and timezone (for example https://ipapi.co/{ip}/json/). Visitors' addresses are then sent to that service; they are never stored. Leave empty for no geolocation."
          placeholder="https://ipapi.co/{ip}/json/"
          value={template}
          onChange={(event) => setTemplate(event.currentTarget.value)}
        />
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!settings.data}>
            Save
          </Button>
          <Text size="xs" c="dimmed">
            Lookups are cached one hour per address, take at most 3 seconds and never delay a page.
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
