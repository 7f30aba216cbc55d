import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  title: string;
  description: ReactNode;
  icon?: Icon;
  /** Optional actions (buttons, links) under the text. */
  children?: ReactNode;
  /** 2 inside a screen that has its own title (a section of it is empty, not the whole screen). */
  titleOrder?: 1 | 2;
};

/** An honest empty screen: what will be here and how it gets filled. */
export function EmptyState({ title, description, icon: IconComponent, children, titleOrder = 1 }: EmptyStateProps) {
  return (
    <Stack gap={titleOrder === 1 ? 'lg' : 'sm'} maw={640} py={titleOrder === 1 ? 'xl' : 'md'}>
      {IconComponent && (
        <ThemeIcon variant="light" color="accent" size={48} radius="xl">
          <IconComponent size={24} stroke={1.4} aria-hidden />
        </ThemeIcon>
      )}
      <Title order={titleOrder}>{title}</Title>
      <Text size={titleOrder === 1 ? 'lg' : 'md'} c="dimmed" lh={1.6}>
        {description}
      </Text>
      {children}
    </Stack>
  );
}
