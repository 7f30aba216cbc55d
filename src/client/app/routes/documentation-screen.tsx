import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiReference } from '../../features/marketing/components/api-reference.tsx';
import { DOCUMENTATION_GUIDE } from '../../features/marketing/documentation-guide.ts';
import classes from './documentation-screen.module.css';

const API_REFERENCE_ID = 'api-reference';

/** /documentation: the user guide per area, with a table of contents and anchors, then the API reference. */
export function DocumentationScreen() {
  const { hash } = useLocation();
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
              <Anchor key={chapter.id} href={`#${chapter.id}`} size="sm" c="var(--sl-text)">
                {chapter.title}
              </Anchor>
            ))}
            <Anchor href={`#${API_REFERENCE_ID}`} size="sm" c="var(--sl-text)">
              API reference
            </Anchor>
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
