import { ActionIcon, Avatar, UnstyledButton, type ActionIconProps, type UnstyledButtonProps } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { avatarInitial } from '../../../domain/shared/page-slots.ts';

/**
 * The buttons that open the top bar's menus, shared by the menus (their own chunks) and the look-alikes the shell
 * draws until those chunks arrive (shell-menus.tsx), so both are the same element.
 */
export const UserMenuTarget = forwardRef<
  HTMLButtonElement,
  { email: string } & UnstyledButtonProps & ComponentPropsWithoutRef<'button'>
>(function UserMenuTarget({ email, ...props }, ref) {
  return (
    <UnstyledButton ref={ref} aria-label="User menu" {...props}>
      <Avatar radius="xl" size={34} color="accent" variant="light">
        {avatarInitial(email)}
      </Avatar>
    </UnstyledButton>
  );
});

export const ThemeMenuTarget = forwardRef<HTMLButtonElement, ActionIconProps & ComponentPropsWithoutRef<'button'>>(
  function ThemeMenuTarget(props, ref) {
    return (
      <ActionIcon ref={ref} variant="subtle" color="gray" size="lg" aria-label="Choose theme" {...props}>
        <IconPalette size={19} stroke={1.5} />
      </ActionIcon>
    );
  },
);
