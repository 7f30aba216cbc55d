import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { AccountSection } from '../../../config/paths.ts';
import { BillingSection } from '../../../features/accounts/components/billing-section.tsx';
import { useMe } from '../../../features/accounts/api/get-me.ts';
import { BillingActions } from '../../../features/subscriptions/components/billing-actions.tsx';
import { BrandingForm } from '../../../features/subscriptions/components/branding-form.tsx';
import { ChangePasswordForm } from '../../../features/accounts/components/change-password-form.tsx';
import { ProfileSection } from '../../../features/accounts/components/profile-section.tsx';
import { UsageRecordsSection } from '../../../features/tracking/components/usage-records-section.tsx';
import { ResetPasswordWithTokenForm } from '../../../features/accounts/components/reset-password-with-token-form.tsx';

const SECTIONS: readonly AccountSection[] = ['profile', 'security', 'billing', 'privacy'];

export function AccountScreen() {
  const [query, setQuery] = useSearchParams();
  const requested = query.get('section');
  const section: AccountSection = SECTIONS.includes(requested as AccountSection)
    ? (requested as AccountSection)
    : 'profile';
  const token = query.get('token');
  const me = useMe();

  if (section === 'security' && token) {
    return (
      <Stack gap="lg" py="md">
        <Title order={1}>Reset your password</Title>
        <ResetPasswordWithTokenForm token={token} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>Account</Title>
        <Text c="dimmed">Your profile, password, plan and privacy.</Text>
      </div>
      <Tabs value={section} onChange={(value) => value && setQuery({ section: value }, { replace: true })}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile">Profile</Tabs.Tab>
          <Tabs.Tab value="security">Security</Tabs.Tab>
          <Tabs.Tab value="billing">Billing</Tabs.Tab>
          <Tabs.Tab value="privacy">Privacy</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileSection />
        </Tabs.Panel>
        <Tabs.Panel value="security">
          <ChangePasswordForm />
        </Tabs.Panel>
        <Tabs.Panel value="billing">
          <BillingSection actions={<BillingActions />}>
            <BrandingForm userId={me.data?.user.id} enabled={me.data?.tier === 'enterprise'} />
          </BillingSection>
        </Tabs.Panel>
        <Tabs.Panel value="privacy">
          <UsageRecordsSection />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
