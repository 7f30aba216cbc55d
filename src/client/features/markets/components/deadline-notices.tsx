import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hrefs, ROUTES } from '../../../config/paths.ts';
import {
  useCalendarNotifications,
  useDismissCalendarNotification,
  type CalendarNotification,
} from '../api/calendar-notifications.ts';
import { formatMarketDate } from './format-market-date.ts';

const MARKET_NAMES: Record<string, string> = {
  EU: 'the EU',
  CA: 'Canada',
  UK: 'the United Kingdom',
  US: 'the United States',
  'US-CA': 'California',
};

function describeMarkets(markets: readonly string[]): string {
  const names = markets.map((market) => MARKET_NAMES[market] ?? market);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function Notice({ notice }: { notice: CalendarNotification }) {
  const dismiss = useDismissCalendarNotification();
  const formulas = notice.formulaCount === 1 ? '1 formula needs' : `${notice.formulaCount} formulas need`;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconBellRinging size={18} stroke={1.6} aria-hidden />}
      title={`Within 90 days: ${formatMarketDate(notice.date)}`}
      data-testid="deadline-notice"
    >
      <Stack gap={6}>
        <Text size="sm">
          From {formatMarketDate(notice.date)}, in {describeMarkets(notice.markets)}, {formulas} a new label,
          declaration or reformulation.
        </Text>
        <Group gap="sm">
          {notice.firstFormulaId && (
            <Anchor component={Link} to={hrefs.formula(notice.firstFormulaId)} size="sm">
              Open the first formula
            </Anchor>
          )}
          <Anchor component={Link} to={ROUTES.marketCalendar.path} size="sm">
            Regulatory calendar
          </Anchor>
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            loading={dismiss.isPending}
            onClick={() => dismiss.mutate(notice.id)}
          >
            Dismiss
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * The in-app side of the calendar job (issue 33 item 4): each deadline newly within 90 days that affects one of the
 * user's formulas, told once (also by e-mail when mail is configured) until dismissed.
 */
export function DeadlineNotices() {
  const notices = useCalendarNotifications().data?.items ?? [];
  if (notices.length === 0) return null;
  return (
    <Stack gap="xs" aria-label="Regulatory deadline notices">
      {notices.map((notice) => (
        <Notice key={notice.id} notice={notice} />
      ))}
    </Stack>
  );
}
