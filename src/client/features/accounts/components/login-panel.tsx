import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { ResetPasswordRequestForm } from './reset-password-request-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

type Tab = 'sign-in' | 'sign-up';

/** Tabs 'Sign In' and 'Sign Up'; 'Forgot password?' swaps the sign-in form for the reset form. */
export function LoginPanel({ onSignedIn }: { onSignedIn: () => void }) {
  const [tab, setTab] = useState<Tab>('sign-in');
  const [resetting, setResetting] = useState(false);

  if (resetting) return <ResetPasswordRequestForm onClose={() => setResetting(false)} />;

  return (
    <Tabs value={tab} onChange={(value) => setTab(value === 'sign-up' ? 'sign-up' : 'sign-in')} keepMounted={false}>
      <Tabs.List grow mb="lg">
        <Tabs.Tab value="sign-in">Sign In</Tabs.Tab>
        <Tabs.Tab value="sign-up">Sign Up</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="sign-in">
        <SignInForm onSignedIn={onSignedIn} onForgotPassword={() => setResetting(true)} />
      </Tabs.Panel>
      <Tabs.Panel value="sign-up">
        <SignUpForm onSignedUp={onSignedIn} />
      </Tabs.Panel>
    </Tabs>
  );
}
