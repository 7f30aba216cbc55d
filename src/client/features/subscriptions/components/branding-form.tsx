import { Alert, Button, Card, ColorInput, FileInput, Group, Image, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BrandingInputSchema } from '../../../../domain/subscriptions/subscriptions.schemas.ts';
import { useBranding, useRemoveBranding, useSaveBranding } from '../api/billing-api.ts';
import { ROUTES } from '../../../config/paths.ts';

const MAX_LOGO_BYTES = 200 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** White-label (enterprise): the brand name, logo and accent colour that replace Sillage's in the shell and PDFs. */
export function BrandingForm({ userId, enabled }: { userId: string | undefined; enabled: boolean }) {
  const branding = useBranding(userId);
  const save = useSaveBranding(userId);
  const remove = useRemoveBranding(userId);
  const [brandName, setBrandName] = useState('');
  const [accentColor, setAccentColor] = useState('#8a6d4b');
  const [logoDataUrl, setLogoDataUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const current = branding.data?.branding;
    if (!current) return;
    setBrandName(current.brandName);
    setAccentColor(current.accentColor);
    setLogoDataUrl(current.logoDataUrl);
  }, [branding.data]);

  async function handleLogo(file: File | null) {
    setError(null);
    if (!file) return setLogoDataUrl(null);
    if (file.size > MAX_LOGO_BYTES) return setError('The logo may be at most 200 kB.');
    setLogoDataUrl(await readAsDataUrl(file));
  }

  function handleSave() {
    const parsed = BrandingInputSchema.safeParse({ brandName, accentColor, logoDataUrl });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the brand.');
    setError(null);
    save.mutate(parsed.data);
  }

  return (
    <Card>
      <Stack gap="md">
        <Title order={3}>White-label</Title>
        {!enabled ? (
          <Text size="sm" c="dimmed">
            Your own brand name, logo and accent colour in the app and on the PDFs come with the Enterprise plan.{' '}
            <Text component={Link} to={ROUTES.pricing.path} c="var(--sl-accent)" inherit>
              See the plans
            </Text>
            .
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Replaces Sillage's name, logo and accent colour in the app shell and on the certificates you print.
            </Text>
            <TextInput
              label="Brand name"
              value={brandName}
              onChange={(event) => setBrandName(event.currentTarget.value)}
              maxLength={60}
              required
            />
            <ColorInput label="Accent colour" value={accentColor} onChange={setAccentColor} format="hex" />
            <FileInput
              label="Logo (PNG, JPEG, WebP or SVG, at most 200 kB)"
              accept="image/png,image/jpeg,image/webp,image/svg+xml"
              onChange={(file) => void handleLogo(file)}
              clearable
            />
            {logoDataUrl && <Image src={logoDataUrl} alt="Logo preview" h={40} w="auto" fit="contain" />}
            {(error || save.error || remove.error) && (
              <Alert color="red">{error ?? save.error?.message ?? remove.error?.message}</Alert>
            )}
            {save.isSuccess && !save.isPending && (
              <Text size="sm" c="teal">
                Brand saved.
              </Text>
            )}
            <Group>
              <Button onClick={handleSave} loading={save.isPending}>
                Save brand
              </Button>
              {branding.data?.branding && (
                <Button variant="default" onClick={() => remove.mutate()} loading={remove.isPending}>
                  Back to Sillage's brand
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
