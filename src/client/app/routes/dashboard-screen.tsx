import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBooks,
  IconBottle,
  IconBrain,
  IconBuildingWarehouse,
  IconFlask,
  IconLayoutGrid,
  IconShoppingBag,
  IconSettings,
  type Icon,
} from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { ROUTES } from '../../config/paths.ts';
import { useSetupState } from '../../features/reference-data/api/setup-reference-data.ts';
import { useMe } from '../../features/accounts/api/get-me.ts';
import { useAuth } from '../../lib/use-auth.ts';

type Area = { to: string; title: string; text: string; icon: Icon };

const AREAS: readonly Area[] = [
  {
    to: '/materials',
    title: 'Materials Library',
    text: 'Search materials by name or CAS, with odour profile and regulatory status.',
    icon: IconBooks,
  },
  {
    to: '/formula-editor',
    title: 'New formula',
    text: 'Open the spreadsheet editor with live IFRA and EU allergen checks.',
    icon: IconFlask,
  },
  {
    to: '/formula-lab',
    title: 'Formulas',
    text: 'Your formula library: open, duplicate, export.',
    icon: IconLayoutGrid,
  },
  {
    to: '/inventory',
    title: 'Inventory',
    text: 'What is on your shelf, and what it cost.',
    icon: IconBuildingWarehouse,
  },
  {
    to: '/shopping-list',
    title: 'Shopping List',
    text: 'Materials to order, with vendor price comparison.',
    icon: IconShoppingBag,
  },
  { to: '/intelligence', title: 'Intelligence', text: 'Briefings on trends, news and ingredients.', icon: IconBrain },
  {
    to: '/commercial-perfumes',
    title: 'Perfume Library',
    text: 'Commercial perfumes with their notes and accords.',
    icon: IconBottle,
  },
  { to: '/settings', title: 'Settings', text: 'Theme, fonts, density and AI provider keys.', icon: IconSettings },
];

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

const SETUP_SHOWN_KEY = 'sillage.reference-data-setup-shown';

/** On a fresh install (empty library, no REFERENCE_DATA_DIR) an admin is sent to the setup screen once per session. */
function useReferenceDataSetupPrompt(isAdmin: boolean) {
  const setup = useSetupState({ enabled: isAdmin });
  const needsSetup =
    isAdmin && setup.data?.isLibraryEmpty === true && !setup.data.hasReferenceDataDir && !setup.data.job;
  const shouldRedirect =
    needsSetup && typeof sessionStorage !== 'undefined' && sessionStorage.getItem(SETUP_SHOWN_KEY) === null;
  if (shouldRedirect) sessionStorage.setItem(SETUP_SHOWN_KEY, '1');
  return { needsSetup, shouldRedirect };
}

export function DashboardScreen() {
  const { user, isAdmin } = useAuth();
  const me = useMe();
  const setup = useReferenceDataSetupPrompt(isAdmin);
  const name = user?.name || user?.email.split('@')[0] || '';
  if (setup.shouldRedirect) return <Navigate to={ROUTES.referenceDataSetup.path} replace />;
  return (
    <Stack gap="xl" py="md">
      {setup.needsSetup && (
        <Alert color="accent" variant="light" title="The materials library is empty">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              Fetch the public reference datasets (materials, IFRA Standards, EU annexes, perfumes) to fill it.
            </Text>
            <Button component={Link} to={ROUTES.referenceDataSetup.path} size="xs">
              Set up reference data
            </Button>
          </Group>
        </Alert>
      )}
      <Stack gap={6}>
        <Text className="sl-eyebrow">Dashboard</Text>
        <Title order={1}>
          {greeting(new Date().getHours())}, {name}
        </Title>
        <Group gap="xs">
          <Text c="dimmed">Where would you like to start?</Text>
          {me.data && (
            <Badge variant="light" color="accent" tt="capitalize">
              {me.data.tier} plan
            </Badge>
          )}
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {AREAS.map((area) => (
          <UnstyledButton key={area.to} component={Link} to={area.to} style={{ display: 'block' }}>
            <Card h="100%" style={{ transition: 'border-color 150ms ease' }} className="sl-area-card">
              <Stack gap="sm">
                <ThemeIcon variant="light" color="accent" size={40} radius="xl">
                  <area.icon size={20} stroke={1.5} aria-hidden />
                </ThemeIcon>
                <Title order={3} fz="lg">
                  {area.title}
                </Title>
                <Text size="sm" c="dimmed" lh={1.55}>
                  {area.text}
                </Text>
              </Stack>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Tip: press Ctrl+K (Cmd+K on a Mac) to jump to any screen.
      </Text>
    </Stack>
  );
}
