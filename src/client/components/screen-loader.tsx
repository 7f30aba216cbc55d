import { Center, Loader, Stack, Text } from '@mantine/core';
import { useDelayedFlag } from '../lib/use-delayed-flag.ts';

/** Shown while a screen's code downloads; appears only after 300 ms so fast loads do not flicker. */
export function ScreenLoader({ title }: { title: string }) {
  const visible = useDelayedFlag(true, 300);
  if (!visible) return null;
  return (
    <Center py={80}>
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text c="dimmed" size="sm">
          Loading {title.toLowerCase()}…
        </Text>
      </Stack>
    </Center>
  );
}
