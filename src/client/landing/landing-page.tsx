import { Anchor, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { rememberFrontPageSwitch, SWITCHED_TO_NEW, takeFrontPageSwitch } from '../app/layout/front-page-switch.ts';
import { ProductScreenshot } from '../components/product-screenshots/product-screenshot.tsx';
import { ProductShowcase } from '../components/product-screenshots/product-showcase.tsx';

const CAPABILITIES = [
  {
    title: 'Materials library',
    text: 'Every material with CAS number, odour profile, note position and regulatory status, found as you type.',
  },
  {
    title: 'Live IFRA & EU compliance',
    text: 'The formula spreadsheet checks IFRA restrictions, EU bans and allergen limits on every edit, for every category.',
  },
  {
    title: 'Formula library & analysis',
    text: 'Keep versions, duplicate and export; read a formula’s notes, families and cost at a glance.',
  },
  {
    title: 'Inventory & shopping',
    text: 'Know what is on your shelf, and build orders with vendor prices side by side.',
  },
  {
    title: 'Market intelligence',
    text: 'Perfume news, briefings and a library of commercial perfumes, from sources you connect.',
  },
];

function useSwitchToast(): string | null {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!takeFrontPageSwitch('new')) return;
    setMessage(SWITCHED_TO_NEW);
    const timer = setTimeout(() => setMessage(null), 4000);
    return () => clearTimeout(timer);
  }, []);
  return message;
}

export function LandingPage() {
  const toast = useSwitchToast();
  const switchToLegacy = () => {
    rememberFrontPageSwitch('legacy');
    window.location.assign('/legacy');
  };

  return (
    <div className="landing">
      {toast && (
        <div className="landing-toast" role="status">
          {toast}
        </div>
      )}
      <header className="landing-bar">
        <Text className="sl-display" fz={22}>
          Sillage
        </Text>
        <Group gap="sm">
          <Button variant="subtle" color="gray" size="xs" onClick={switchToLegacy}>
            Legacy front page
          </Button>
          <Button component="a" href="/login" variant="default" size="xs">
            Log in
          </Button>
        </Group>
      </header>

      <main>
        <section className="landing-hero">
          <Container size="md">
            <Stack gap="lg" align="center" ta="center">
              <Text className="sl-eyebrow">For perfumers and formulators</Text>
              <Title order={1} className="landing-title">
                Sillage
              </Title>
              <Text className="landing-tagline">The perfumer’s workbench.</Text>
              <Text c="dimmed" maw={560} lh={1.7}>
                Materials, formulas and regulatory checks in one calm place: compose in a spreadsheet that knows IFRA
                and EU rules, and keep your library, inventory and market reading beside it.
              </Text>
              <Group justify="center" mt="sm">
                <Button component="a" href="/login" size="md">
                  Sign in or create an account
                </Button>
                <Button component="a" href="/tour/1" size="md" variant="default">
                  Take the tour
                </Button>
              </Group>
              <Group gap="lg" justify="center">
                <Anchor href="/features" c="dimmed" size="sm">
                  Features
                </Anchor>
                <Anchor href="/pricing" c="dimmed" size="sm">
                  Pricing
                </Anchor>
                <Anchor href="/documentation" c="dimmed" size="sm">
                  Documentation
                </Anchor>
              </Group>
            </Stack>
          </Container>
        </section>

        <section className="landing-hero-shot" aria-label="The formula editor">
          <Container size="lg">
            <ProductScreenshot id="formula-editor" priority />
          </Container>
        </section>

        <section className="landing-showcase" aria-labelledby="screens">
          <Container size="lg">
            <Title order={2} id="screens" ta="center" mb={8}>
              The screens you will work in
            </Title>
            <Text c="dimmed" ta="center" mb={48}>
              Pictures of the application itself, taken from a demo account on the public reference data.
            </Text>
            <ProductShowcase />
          </Container>
        </section>

        <section className="landing-capabilities" aria-labelledby="what-it-does">
          <Container size="lg">
            <Title order={2} id="what-it-does" ta="center" mb="xl">
              What it does
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={40}>
              {CAPABILITIES.map((capability) => (
                <Stack key={capability.title} gap={8} className="landing-capability">
                  <Title order={3} fz="lg">
                    {capability.title}
                  </Title>
                  <Text c="dimmed" size="sm" lh={1.7}>
                    {capability.text}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Container>
        </section>
      </main>

      <footer className="landing-footer">
        <Text size="xs" c="dimmed">
          Sillage 0.9-beta.5 · © {new Date().getFullYear()} Sillage
        </Text>
        <Group gap="md">
          <Anchor href="/privacy" size="xs" c="dimmed">
            Privacy
          </Anchor>
          <Anchor href="/terms" size="xs" c="dimmed">
            Terms
          </Anchor>
          <Anchor href="/contact" size="xs" c="dimmed">
            Contact
          </Anchor>
        </Group>
      </footer>
    </div>
  );
}
