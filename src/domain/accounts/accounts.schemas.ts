import { z } from 'zod';

/** The credential forms of spec section 8, with their exact messages; the browser validates with them before sending. */
export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

const EmailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .regex(/^\S+@\S+\.\S+$/, 'Enter a valid email address');
const NewPasswordSchema = z
  .string()
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, `At least ${MIN_PASSWORD_LENGTH} characters`);

export const SignInInputSchema = z.object({ email: EmailSchema, password: z.string().min(1, 'Password is required') });
export type SignInInput = z.infer<typeof SignInInputSchema>;

/** The person's name: the greeting and a certificate's "confirmed by" use it. */
export const PersonNameSchema = z
  .string()
  .trim()
  .min(1, 'Please enter your name')
  .max(100, 'At most 100 characters')
  .refine(
    (name) => [...name].every((character) => character >= ' ' && character !== '\u007f'),
    'Please enter your name without control characters',
  );

export const SignUpInputSchema = z
  .object({
    name: PersonNameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: NewPasswordSchema,
  })
  .refine((values) => values.confirmPassword === values.password, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
  });
export type SignUpInput = z.infer<typeof SignUpInputSchema>;

export const ResetPasswordRequestSchema = z.object({ email: EmailSchema });

export const NewPasswordInputSchema = z
  .object({ newPassword: NewPasswordSchema, confirmPassword: NewPasswordSchema })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
  });

export const ChangePasswordInputSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: NewPasswordSchema,
    confirmPassword: NewPasswordSchema,
  })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
  });
