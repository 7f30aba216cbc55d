import { Card, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { currencyForLocale } from '../../../../domain/pricing/currency-for-locale.ts';
import type { CompanyDetailKey } from '../../../../domain/settings/company-details.ts';
import { useSettings } from '../../../lib/settings-context.ts';

/**
 * A field's text, started from the saved value and following it when it changes (loaded, saved elsewhere). It
 * follows during render, not in an effect, so the page shows the saved value in the same commit that brings it:
 * the settings screen's #company focus looks for the first empty field then (an effect would still see '').
 */
function useSavedValue(saved: string) {
  const [value, setValue] = useState(saved);
  const [followed, setFollowed] = useState(saved);
  if (saved !== followed) {
    setFollowed(saved);
    setValue(saved);
  }
  return [value, setValue] as const;
}

function CompanyField({
  field,
  label,
  description,
  multiline = false,
  placeholder,
}: {
  field: CompanyDetailKey;
  label: string;
  description?: string;
  multiline?: boolean;
  placeholder: string;
}) {
  const { settings, updateSettings } = useSettings();
  const saved = settings[field];
  const [value, setValue] = useSavedValue(saved);
  const save = () => {
    if (value.trim() !== saved) void updateSettings({ [field]: value }).catch(() => {});
  };
  const common = {
    label,
    description,
    placeholder,
    value,
    withAsterisk: true,
    onBlur: save,
    onChange: (event: { currentTarget: { value: string } }) => setValue(event.currentTarget.value),
  };
  return multiline ? (
    <Textarea {...common} autosize minRows={3} maxRows={6} />
  ) : (
    <TextInput {...common} onKeyDown={(event) => event.key === 'Enter' && save()} />
  );
}

/** Currencies offered for the company; any other 3-letter code can be typed. */
const CURRENCIES =
  'EUR USD GBP CHF JPY CAD AUD NZD CNY HKD SGD INR KRW BRL MXN SEK NOK DKK PLN CZK HUF TRY AED ZAR'.split(' ');

/** The currency the shopping list shows prices in ('' follows the browser's locale). */
function CompanyCurrencyField() {
  const { settings, updateSettings } = useSettings();
  const localeCurrency = currencyForLocale(typeof navigator === 'undefined' ? '' : navigator.language);
  const options = [
    { value: '', label: `From your locale (${localeCurrency})` },
    ...[...new Set([...CURRENCIES, settings.companyCurrency].filter(Boolean))].map((code) => ({
      value: code,
      label: code,
    })),
  ];
  return (
    <Select
      label="Currency"
      description="Prices on the shopping list are shown in it, converted at the rates your administrator sets."
      data={options}
      value={settings.companyCurrency}
      allowDeselect={false}
      searchable
      onChange={(value) => void updateSettings({ companyCurrency: value ?? '' }).catch(() => {})}
    />
  );
}

/** The workspace's VAT number, which its UFIs on CLP labels and safety data sheets are made from. */
function CompanyVatField() {
  const { settings, updateSettings } = useSettings();
  const saved = settings.companyVatNumber;
  const [value, setValue] = useSavedValue(saved);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    if (value.trim().toUpperCase() === saved) return;
    setError(null);
    void updateSettings({ companyVatNumber: value }).catch((caught: unknown) =>
      setError(caught instanceof Error ? caught.message : 'Could not save the VAT number'),
    );
  };
  return (
    <TextInput
      label="VAT number"
      description="The workspace's, with its country code (e.g. FR01012345678). UFIs for CLP labels are made from it by ECHA's algorithm."
      placeholder="e.g. FR01012345678"
      value={value}
      error={error}
      onBlur={save}
      onKeyDown={(event) => event.key === 'Enter' && save()}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  );
}

/** Settings → Company: the issuer printed on every IFRA certificate and allergen declaration. */
export function CompanySection() {
  const { settings } = useSettings();
  const missing = [
    settings.certificateCompany,
    settings.certificateCompanyAddress,
    settings.certificateSignatory,
    settings.certificateSignatoryRole,
  ].filter((value) => value.trim() === '').length;
  return (
    <Card id="company" style={{ scrollMarginTop: 80 }}>
      <Stack gap="md">
        <div>
          <Title order={3}>Company</Title>
          <Text size="sm" c="dimmed">
            Printed on the IFRA certificates and allergen declarations you issue: who issues them, and who signs. The
            issuer and the VAT number belong to the workspace you work in, so every colleague's documents print the same
            ones; only the owner, an admin or the regulatory role change them.
            {missing > 0 && ` Documents can be issued once all four fields are filled in (${missing} to go).`}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap="md">
            <CompanyField field="certificateCompany" label="Company name" placeholder="e.g. Maison Example Parfums" />
            <CompanyField
              field="certificateCompanyAddress"
              label="Address"
              description="As on your letterhead, one line per line."
              placeholder={'Street\nPostcode and town\nCountry'}
              multiline
            />
          </Stack>
          <Stack gap="md">
            <CompanyField
              field="certificateSignatory"
              label="Signatory"
              description="The person who signs the documents."
              placeholder="Your full name, as you sign"
            />
            <CompanyField
              field="certificateSignatoryRole"
              label="Signatory’s role"
              placeholder="e.g. Perfumer, Regulatory Affairs Manager"
            />
            <CompanyCurrencyField />
            <CompanyVatField />
          </Stack>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
