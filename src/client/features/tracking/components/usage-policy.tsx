import { Anchor, List, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCount } from '../../../../domain/shared/format-numbers.ts';
import { useTrackingPolicy } from '../api/usage-analytics.ts';
import { hrefs } from '../../../config/paths.ts';

const KEPT: Array<[string, string]> = [
  [
    'Page views',
    'The page opened, as its route (/materials/:id: no ids, no query string), and the time. For the first page of a visit, the site that linked here (its address only, never the path).',
  ],
  [
    'API calls',
    'Method, route (again without ids), response status and how long the server took; identical calls within two seconds share one record with their number.',
  ],
  [
    'Actions',
    'Sign-up; formula created (its number of lines) or imported (file format, rejected lines); IFRA certificate or allergen declaration downloaded (the IFRA category). Never a formula’s name or contents.',
  ],
  [
    'With each record',
    'Your account id and e-mail when you are signed in; a random visitor session id kept in this browser and renewed after 30 minutes without use; device type, browser, operating system, the browser’s user-agent text and first language; window and screen size.',
  ],
];

/** /privacy, usage records: exactly what is kept, for how long, and how to see and delete it. */
export function UsagePolicy() {
  const policy = useTrackingPolicy();
  const retention = policy.data
    ? `${policy.data.retentionDays} days`
    : 'the retention period an administrator sets (180 days unless changed)';
  return (
    <Stack gap="md" maw={860} pt="md" style={{ borderTop: '1px solid var(--sl-border)' }}>
      <Title order={2} size="h3">
        What usage records hold
      </Title>
      <Text c="dimmed" lh={1.65}>
        To see which parts of Sillage are used and where people give up, the app records page views, its calls to the
        server and a few named actions. This is what each record holds:
      </Text>
      <Table variant="vertical" withTableBorder layout="fixed" verticalSpacing="sm">
        <Table.Tbody>
          {KEPT.map(([what, detail]) => (
            <Table.Tr key={what}>
              <Table.Th w={180}>{what}</Table.Th>
              <Table.Td>
                <Text size="sm" lh={1.6}>
                  {detail}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th w={180}>Place</Table.Th>
            <Table.Td>
              <Text size="sm" lh={1.6}>
                {policy.data?.geolocation
                  ? 'This instance looks up the country, region, city, approximate coordinates and time zone of visits from public networks, through a geolocation service its administrator chose; your address is sent to that service for the lookup and is not stored here.'
                  : 'Not recorded: this instance has no geolocation service configured.'}
              </Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <List spacing={6} size="sm" c="dimmed">
        <List.Item>
          Your IP address is never stored: usage records refuse one and sign-in sessions do not keep it. To stop floods
          (too many sign-ins, messages or events), the server counts requests per address under a one-way keyed hash of
          it, never the address itself; a count is deleted within two days.
        </List.Item>
        <List.Item>
          Without an account, a visit’s identical page views or actions within two seconds share one record with their
          number, and all visitors without an account together add at most{' '}
          {policy.data ? formatCount(policy.data.anonymousRecordsPerDay) : 'the number an administrator sets'} records a
          day; past that, their events that day are only counted (one number for the day), never stored.
        </List.Item>
        <List.Item>
          Records are kept for {retention}, then deleted by a daily job; deleting your account deletes them at once.
        </List.Item>
        <List.Item>
          If your browser sends Do Not Track or Global Privacy Control, nothing about your visit is recorded.
        </List.Item>
        <List.Item>
          Signed in, you can read and delete your own records in{' '}
          <Anchor component={Link} to={hrefs.account('privacy')} size="sm">
            Account → Privacy
          </Anchor>
          . Administrators see them only as totals on the analytics screen.
        </List.Item>
      </List>
    </Stack>
  );
}
