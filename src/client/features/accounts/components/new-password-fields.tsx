import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type NewPasswordValues = { newPassword: string; confirmPassword: string };

/** The new password and its confirmation, as every form that sets a password asks for them. */
export function NewPasswordFields<Values extends NewPasswordValues>({ form }: { form: UseFormReturnType<Values> }) {
  return (
    <>
      <PasswordInput label="New password" autoComplete="new-password" required {...form.getInputProps('newPassword')} />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        required
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
