import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { hrefs, ROUTES } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { TourOneStory } from '../../../features/tour/components/tour-one-story.tsx';
import { TourSideList } from '../../../features/tour/components/tour-side-list.tsx';
import { hasSeenStory } from '../../../features/tour/tour-one-slides.ts';
import { NotFoundScreen } from '../marketing/not-found-screen.tsx';
import { ProductScreenshot } from '../../../components/product-screenshots/product-screenshot.tsx';
import type { ScreenshotScreen } from '../../../components/product-screenshots/screenshot-catalogue.ts';

const OTHER_TOURS: Record<2 | 3 | 4, { title: string; text: string; screenshot?: ScreenshotScreen['id'] }> = {
  2: {
    title: 'Materials and compliance',
    text: 'Search the materials library as you type and see each material’s IFRA restrictions and EU allergen status beside it.',
    screenshot: 'materials',
  },
  3: {
    title: 'Formulas',
    text: 'Compose in the spreadsheet, keep versions in your formula library, and analyse notes, families and cost.',
    screenshot: 'analysis',
  },
  4: {
    title: 'Intelligence',
    text: 'Follow perfume news, briefings and the commercial perfume library, from sources your administrator connects.',
  },
};

export function TourScreen() {
  const { step } = useParams();
  const { signedIn, isPending } = useAuth();
  const number = Number(step);

  if (number === 1) {
    if (isPending) return null;
    if (signedIn) return <Navigate to={ROUTES.dashboard.path} replace />;
    if (hasSeenStory()) return <Navigate to={ROUTES.home.path} replace />;
    return (
      <>
        <TourOneStory />
        <Box
          style={{ position: 'fixed', right: 24, bottom: 20, zIndex: 20 }}
          onClick={(event) => event.stopPropagation()}
        >
          <Anchor component={Link} to={hrefs.tour(2)} size="sm" c="#cfc6b6">
            Next Tour
          </Anchor>
        </Box>
        <TourSideList current={1} />
      </>
    );
  }
  if (number !== 2 && number !== 3 && number !== 4) return <NotFoundScreen />;
  const tour = OTHER_TOURS[number];
  const next = number === 4 ? 1 : ((number + 1) as 3 | 4);
  return (
    <Box mih="100vh" style={{ display: 'grid', placeItems: 'center', padding: 32 }}>
      <TourSideList current={number} />
      <Stack maw={960} w="100%" gap="md" ta="center" align="center">
        <Text className="sl-eyebrow">Tour {number}</Text>
        <Title order={1}>{tour.title}</Title>
        <Text c="dimmed" size="lg" lh={1.6} maw={620}>
          {tour.text}
        </Text>
        <Box w="100%" my="md">
          {tour.screenshot && <ProductScreenshot id={tour.screenshot} priority />}
        </Box>
        <Anchor component={Link} to={hrefs.tour(next)}>
          {number === 4 ? 'Back to Tour 1' : 'Next Tour'}
        </Anchor>
      </Stack>
    </Box>
  );
}
