import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * zod validation at the boundary: a body, query or param that does not match answers 422 with the
 * issues (path and message), never a 500.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      const first = issues[0];
      const message = first ? `Invalid ${target}: ${first.path ? `${first.path}: ` : ''}${first.message}` : `Invalid ${target}`;
      throw new AppError('VALIDATION_FAILED', message, { issues });
    }
  });
}
