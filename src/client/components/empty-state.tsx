import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  title: string;
  description: ReactNode;
  icon?: Icon;
  /** Optional actions (buttons, links) under the text. */
  children?: ReactNode;
};

/** An honest empty screen: what will be here and how it gets filled. */
export function EmptyState({ title, description, icon: IconComponent, children }: EmptyStateProps) {
  return (
    <Stack gap="lg" maw={640} py="xl">
      {IconComponent && (
        <ThemeIcon variant="light" color="accent" size={48} radius="xl">
          <IconComponent size={24} stroke={1.4} aria-hidden />
        </ThemeIcon>
      )}
      <Title order={1}>{title}</Title>
      <Text size="lg" c="dimmed" lh={1.6}>
        {description}
      </Text>
      {children}
    </Stack>
  );
}
