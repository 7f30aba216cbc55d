import { Anchor, Badge, Group, List, Text } from '@mantine/core';

export type MaterialSource = {
  dataset: string;
  title: string;
  licence: string;
  licenceClass: string;
  attribution: string;
};

/** Where the data on the page comes from, with each dataset's licence (non-commercial ones marked). */
export function MaterialSources({ sources }: { sources: MaterialSource[] }) {
  if (sources.length === 0) return <Text c="dimmed">Entered by you; no reference dataset.</Text>;
  return (
    <List spacing="xs" listStyleType="none" aria-label="Data sources">
      {sources.map((source) => (
        <List.Item key={source.dataset}>
          <Group gap="xs" wrap="wrap">
            <Text fw={500}>{source.title}</Text>
            <Badge variant="default" size="sm" tt="none">
              {source.licence}
            </Badge>
            {source.licenceClass === 'non-commercial' && (
              <Badge color="orange.9" variant="light" size="sm" tt="none">
                non-commercial
              </Badge>
            )}
          </Group>
          {source.attribution && (
            <Text size="sm" c="dimmed">
              {/^https?:\/\//.test(source.attribution) ? (
                <Anchor href={source.attribution}>{source.attribution}</Anchor>
              ) : (
                source.attribution
              )}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}
