import { Alert, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { useDeferredValue, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { hrefs, ROUTES } from '../../../config/paths.ts';
import {
  useAcknowledgeBrokenFormula,
  useDashboard,
  useOpenSampleFormula,
  type BrokenFormula,
} from '../../../features/dashboard/api/get-dashboard.ts';
import { BrokenFormulasPanel } from '../../../features/dashboard/components/broken-formulas-panel.tsx';
import { InventoryPanel } from '../../../features/dashboard/components/inventory-panel.tsx';
import { NewsPanel } from '../../../features/dashboard/components/news-panel.tsx';
import { OnboardingChecklist } from '../../../features/dashboard/components/onboarding-checklist.tsx';
import { RecentFormulasPanel } from '../../../features/dashboard/components/recent-formulas-panel.tsx';
import { ShoppingPanel } from '../../../features/dashboard/components/shopping-panel.tsx';
import { NextDeadlinePanel } from '../../../features/markets/components/next-deadline-panel.tsx';
import { DeadlineNotices } from '../../../features/markets/components/deadline-notices.tsx';
import { useSetupState } from '../../../features/reference-data/api/setup-reference-data.ts';
import { useSettings } from '../../../lib/settings-context.ts';
import { noteScreenDrawn } from '../../../lib/after-first-paint.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { DashboardHeader, DashboardLoading } from './dashboard-header.tsx';

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

/**
 * The home screen: the user's own work at a glance (recent formulas and their verdicts, formulas a data update
 * broke, stock, the shopping list, news) and, for a new account, the getting-started checklist. One request.
 */
export function DashboardScreen() {
  const { isAdmin } = useAuth();
  const setup = useReferenceDataSetupPrompt(isAdmin);
  const dashboard = useDashboard();
  const acknowledge = useAcknowledgeBrokenFormula();
  const openSample = useOpenSampleFormula();
  const { settings, updateSettings, initialised: settingsLoaded } = useSettings();
  const navigate = useNavigate();
  const [openingId, setOpeningId] = useState<string | null>(null);
  // The panels draw in a transition (React slices that render and yields to input), after the greeting's paint:
  // also on mount with the data already there (prefetched), where the screen first draws what its fallback drew.
  const data = useDeferredValue(dashboard.data ?? null, null) ?? undefined;
  const isLoading = data === undefined && !dashboard.isError;
  // The panels (a new user's getting-started checklist, the largest paint) have committed: the shell's extras may
  // load now (after-first-paint.ts), not in the middle of this render.
  useEffect(() => {
    if (!isLoading) noteScreenDrawn();
  }, [isLoading]);
  if (setup.shouldRedirect) return <Navigate to={ROUTES.referenceDataSetup.path} replace />;

  const handleOpen = (item: BrokenFormula) => {
    setOpeningId(item.id);
    acknowledge.mutate(item.id, {
      onSettled: () => {
        setOpeningId(null);
        void navigate(hrefs.formula(item.formulaId));
      },
    });
  };
  // Hidden at once from the settings in memory; the server's answer agrees on the next load.
  const showChecklist =
    data !== undefined &&
    !settings.hideOnboardingChecklist &&
    !data.onboarding.isDismissed &&
    !data.onboarding.isComplete;

  return (
    <Stack gap="xl" py="md" maw={1180}>
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
      <DashboardHeader />
      {isLoading && <DashboardLoading />}
      {dashboard.isError && (
        <Alert color="red" variant="light" title="The dashboard could not load">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{dashboard.error.message}</Text>
            <Button size="xs" variant="light" onClick={() => void dashboard.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {data && (
        <>
          {data.brokenFormulas.length > 0 && (
            <BrokenFormulasPanel
              items={data.brokenFormulas}
              onOpen={handleOpen}
              onAcknowledge={(item) => acknowledge.mutate(item.id)}
              pendingId={openingId}
            />
          )}
          <DeadlineNotices />
          <NextDeadlinePanel />
          {showChecklist && (
            <OnboardingChecklist
              onboarding={data.onboarding}
              onDismiss={() => void updateSettings({ hideOnboardingChecklist: true }).catch(() => {})}
              canDismiss={settingsLoaded}
              onOpenSample={() =>
                openSample.mutate(undefined, { onSuccess: ({ formula }) => void navigate(hrefs.formula(formula.id)) })
              }
              isOpeningSample={openSample.isPending}
            />
          )}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <RecentFormulasPanel items={data.recentFormulas} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="lg">
                <InventoryPanel inventory={data.inventory} />
                <ShoppingPanel shopping={data.shopping} />
                <NewsPanel news={data.news} isAdmin={isAdmin} />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
      {/* Below the panels once they are there: shown earlier, the panels' arrival pushed it down (a layout shift). */}
      {!isLoading && (
        <Text size="sm" c="dimmed">
          Press Ctrl+K (⌘K on a Mac) to find a material, a formula or a screen.
        </Text>
      )}
    </Stack>
  );
}
