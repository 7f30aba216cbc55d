import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { z } from 'zod';

/**
 * `@mantine/form` validation from a domain zod schema (the same one the server validates with): each field shows its
 * first issue. Use as `useForm({ initialValues, validate: schemaResolver(Schema) })`.
 */
export function schemaResolver(schema: z.ZodType): (values: Record<string, unknown>) => FormErrors {
  return zod4Resolver(schema, { errorPriority: 'first' });
}
