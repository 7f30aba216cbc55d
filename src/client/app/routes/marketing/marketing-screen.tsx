import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { matchRoute, type RouteId, ROUTES } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { MARKETING_PAGES } from '../../../features/marketing/marketing-content.ts';
import { ProductScreenshot } from '../../../components/product-screenshots/product-screenshot.tsx';
import { ProductShowcase } from '../../../components/product-screenshots/product-showcase.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';

/** A public page of short, honest copy (/home, /features, /documentation, /about, …); `children` go before its links. */
export function MarketingScreen({ pageId, children }: { pageId?: RouteId; children?: ReactNode }) {
  const { pathname } = useLocation();
  const { signedIn } = useAuth();
  const id = pageId ?? matchRoute(pathname)?.id;
  const page = id ? MARKETING_PAGES[id] : undefined;
  if (!page) return <NotFoundScreen />;
  return (
    <Stack gap="xl" py="lg">
      <Stack gap="sm" maw={680}>
        <Text className="sl-eyebrow">{page.eyebrow}</Text>
        <Title order={1}>{page.title}</Title>
        <Text size="lg" c="dimmed" lh={1.65}>
          {page.intro}
        </Text>
      </Stack>
      {page.screenshots && <ProductScreenshot id={page.screenshots.hero} priority />}
      <SimpleGrid cols={{ base: 1, sm: page.sections.length > 3 ? 2 : page.sections.length }} spacing="xl">
        {page.sections.map((section) => (
          <Stack key={section.heading} gap={6} pt="md" style={{ borderTop: '1px solid var(--sl-border)' }}>
            <Title order={3}>{section.heading}</Title>
            <Text c="dimmed" lh={1.65}>
              {section.body}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {page.screenshots?.showcase && (
        <Stack gap="lg" pt="xl" style={{ borderTop: '1px solid var(--sl-border)' }}>
          <Title order={2}>The screens you will work in</Title>
          <ProductShowcase />
        </Stack>
      )}
      {children}
      <Group>
        {signedIn ? (
          <Button component={Link} to={ROUTES.dashboard.path}>
            Open your dashboard
          </Button>
        ) : (
          <Button component={Link} to={ROUTES.login.path}>
            Sign in or create an account
          </Button>
        )}
        <Button component={Link} to={ROUTES.features.path} variant="default">
          Features
        </Button>
        <Button component={Link} to={ROUTES.pricing.path} variant="default">
          Pricing
        </Button>
      </Group>
    </Stack>
  );
}
