import { z } from 'zod';

/**
 * A query value listing ids separated by commas (`?materialIds=a,b,c`), at most `maxLength` characters: each id
 * trimmed, blanks and repeats dropped, first-seen order kept. Pipe the result into the ids' own schema.
 */
export const commaSeparatedIds = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .default('')
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ]);
