import {
  Alert,
  Button,
  Card,
  Code,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { DomainProofSteps, readDomainProof } from './domain-proof-steps.tsx';
import { useDeleteSsoProvider, useSaveSsoProvider, useSsoProvider, type Workspace } from '../api/workspaces.ts';

type SsoForm = { issuer: string; clientId: string; clientSecret: string; emailDomain: string; displayName: string };

/**
 * /workspace → Single sign-on (issue 30 item 7, ADR 039), for owners and admins: the workspace's OpenID Connect
 * provider for its e-mail domain (Enterprise). The secret is never shown back; leaving it empty keeps it.
 */
export function SsoCard({ workspace }: { workspace: Workspace }) {
  const sso = useSsoProvider(workspace.id, true);
  const save = useSaveSsoProvider(workspace.id);
  const remove = useDeleteSsoProvider(workspace.id);
  const provider = sso.data?.provider ?? null;
  const [draft, setDraft] = useState<SsoForm | null>(null);
  const form = draft ?? {
    issuer: provider?.issuer ?? '',
    clientId: provider?.clientId ?? '',
    clientSecret: '',
    emailDomain: provider?.emailDomain ?? '',
    displayName: provider?.displayName ?? '',
  };
  const set = (field: keyof SsoForm) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setDraft({ ...form, [field]: event.currentTarget.value });
  const error = save.error ?? remove.error ?? sso.error;
  // A new domain's DNS proof is the next step, not a failure: shown as steps, not as a red alert.
  const proof = readDomainProof(save.error);
  const callbackUrl = `${window.location.origin}/api/auth/sso/callback`;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Single sign-on
        </Title>
        <Text size="sm" c="dimmed">
          Addresses of your e-mail domain sign in through your OpenID Connect provider instead of a password; someone
          new joins this workspace as a viewer. Register Sillage at your provider with the redirect URI{' '}
          <Code style={{ overflowWrap: 'anywhere' }}>{callbackUrl}</Code>. A new domain is claimed once its DNS has the
          TXT record that saving asks for (sillage-verification=…), proving the domain is yours.
        </Text>
        {sso.data && !sso.data.available && (
          <Alert color="yellow">Single sign-on comes with the Enterprise plan.</Alert>
        )}
        {error && !proof && <Alert color="red">{error.message}</Alert>}
        {save.isSuccess && !draft && <Alert color="green">Saved.</Alert>}
        <TextInput
          label="Issuer URL"
          value={form.issuer}
          onChange={set('issuer')}
          placeholder="https://id.example.com"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Client id" value={form.clientId} onChange={set('clientId')} />
          <PasswordInput
            label="Client secret"
            value={form.clientSecret}
            onChange={set('clientSecret')}
            placeholder={provider ? 'Stored: leave empty to keep it' : ''}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="E-mail domain"
            value={form.emailDomain}
            onChange={set('emailDomain')}
            placeholder="example.com"
          />
          <TextInput
            label="Provider name (on the sign-in button)"
            value={form.displayName}
            onChange={set('displayName')}
            placeholder="Example ID"
          />
        </SimpleGrid>
        {proof && proof.domain === form.emailDomain.trim().toLowerCase() && <DomainProofSteps proof={proof} />}
        <Group>
          <Button
            loading={save.isPending}
            disabled={sso.data?.available === false}
            onClick={() =>
              save.mutate(
                { ...form, clientSecret: form.clientSecret || undefined },
                { onSuccess: () => setDraft(null) },
              )
            }
          >
            Save single sign-on
          </Button>
          {provider && (
            <Button variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate(undefined)}>
              Turn single sign-on off
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
