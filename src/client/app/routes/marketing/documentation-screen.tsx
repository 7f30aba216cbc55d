import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiReference } from '../../../features/marketing/components/api-reference.tsx';
import { DOCUMENTATION_GUIDE } from '../../../features/marketing/documentation-guide.ts';
import classes from './documentation-screen.module.css';

const API_REFERENCE_ID = 'api-reference';

/** The chapter being read: the last one whose top has passed the upper third of the window. */
function useActiveSection(ids: readonly string[]): string | null {
  const [activeId, setActiveId] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    const sections = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((section): section is HTMLElement => section !== null);
    if (sections.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      () => {
        const line = window.innerHeight / 3;
        const passed = sections.filter((section) => section.getBoundingClientRect().top <= line);
        setActiveId(passed.at(-1)?.id ?? null);
      },
      { rootMargin: '0px 0px -66% 0px', threshold: [0, 1] },
    );
    sections.forEach((section) => observer.observe(section));
    return () => observer.disconnect();
  }, [key]);
  return activeId;
}

function TocLink({ id, active, children }: { id: string; active: boolean; children: string }) {
  return (
    <Anchor
      href={`#${id}`}
      size="sm"
      c={active ? 'var(--sl-accent)' : 'var(--sl-text)'}
      fw={active ? 600 : 400}
      aria-current={active ? 'location' : undefined}
    >
      {children}
    </Anchor>
  );
}

/** /documentation: the user guide per area, with a table of contents and anchors, then the API reference. */
export function DocumentationScreen() {
  const { hash } = useLocation();
  const activeId = useActiveSection([...DOCUMENTATION_GUIDE.map((chapter) => chapter.id), API_REFERENCE_ID]);
  // Opened at /documentation#inventory: the screen loads lazily, so scroll once it is there.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <Stack gap="xl" py="lg">
      <Stack gap="sm" maw={720}>
        <Text className="sl-eyebrow">Documentation</Text>
        <Title order={1}>How Sillage works</Title>
        <Text size="lg" c="dimmed" lh={1.65}>
          A guide to each area, from the materials library to the certificate you sign, and a reference of the API
          behind it.
        </Text>
      </Stack>
      <div className={classes.layout}>
        <nav className={classes.toc} aria-label="Contents">
          <Stack gap={6}>
            <Text size="xs" tt="uppercase" fw={600} c="dimmed" lts={1}>
              Contents
            </Text>
            {DOCUMENTATION_GUIDE.map((chapter) => (
              <TocLink key={chapter.id} id={chapter.id} active={activeId === chapter.id}>
                {chapter.title}
              </TocLink>
            ))}
            <TocLink id={API_REFERENCE_ID} active={activeId === API_REFERENCE_ID}>
              API reference
            </TocLink>
          </Stack>
        </nav>
        <Stack gap="xl" maw={720}>
          {DOCUMENTATION_GUIDE.map((chapter) => (
            <section
              key={chapter.id}
              id={chapter.id}
              className={classes.chapter}
              aria-labelledby={`${chapter.id}-title`}
            >
              <Stack gap="lg">
                <Stack gap={4}>
                  <Title order={2} id={`${chapter.id}-title`}>
                    <Anchor href={`#${chapter.id}`} c="inherit" underline="never" inherit>
                      {chapter.title}
                    </Anchor>
                  </Title>
                  <Text c="dimmed">{chapter.summary}</Text>
                </Stack>
                {chapter.topics.map((topic) => (
                  <Stack key={topic.heading} gap={6} className={classes.topic}>
                    <Title order={3} fz="lg">
                      {topic.heading}
                    </Title>
                    {topic.paragraphs.map((paragraph) => (
                      <Text key={paragraph.slice(0, 40)} lh={1.7}>
                        {paragraph}
                      </Text>
                    ))}
                    {topic.links && (
                      <Group gap="md">
                        {topic.links.map((link) => (
                          <Anchor key={link.to} component={Link} to={link.to} size="sm">
                            {link.label} →
                          </Anchor>
                        ))}
                      </Group>
                    )}
                  </Stack>
                ))}
              </Stack>
            </section>
          ))}
          <section id={API_REFERENCE_ID} className={classes.chapter} aria-labelledby={`${API_REFERENCE_ID}-title`}>
            <Stack gap="md">
              <Title order={2} id={`${API_REFERENCE_ID}-title`}>
                API reference
              </Title>
              <ApiReference />
            </Stack>
          </section>
        </Stack>
      </div>
    </Stack>
  );
}
