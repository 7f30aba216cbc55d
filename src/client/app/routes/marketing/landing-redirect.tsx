import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';

/** `/` is its own entry (index.html); inside the SPA, load it for real. */
export function LandingRedirect() {
  useEffect(() => {
    window.location.assign('/');
  }, []);
  return (
    <Center py={80}>
      <Loader size="sm" />
    </Center>
  );
}
