import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCertificateOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { usePublicCertificate } from '../../../features/regulatory/api/get-public-certificate.ts';
import { PublicCertificate } from '../../../features/regulatory/components/public-certificate.tsx';
import { useLightDocument } from '../../../lib/settings-context.ts';

/**
 * /c/:token: a certificate link, opened by a perfumer's client without an account. A document: light like its PDF,
 * for the client and for a signed-in perfumer checking what the client sees.
 */
export function PublicCertificateScreen() {
  useLightDocument();
  const token = useParams().token ?? '';
  const certificate = usePublicCertificate(token);
  if (certificate.data) return <PublicCertificate token={token} data={certificate.data} />;
  if (certificate.isPending)
    return (
      <Center mih="60vh" role="status" aria-label="Loading the certificate">
        <Loader size="sm" />
      </Center>
    );
  return (
    <Center mih="70vh" px="md">
      <Paper withBorder radius="md" p="xl" maw={480}>
        <Stack gap="sm" align="center" ta="center">
          <IconCertificateOff size={36} stroke={1.4} color="var(--mantine-color-dimmed)" />
          <Title order={1} size="h3">
            This certificate is no longer available
          </Title>
          <Text size="sm" c="dimmed">
            Its issuer withdrew the link, or the address is incomplete. Ask the supplier who sent it for a new
            certificate link.
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
