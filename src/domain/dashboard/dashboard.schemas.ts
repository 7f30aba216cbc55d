import { z } from 'zod';

export const VerdictChangeIdParamSchema = z.object({ id: z.uuid('Unknown change id') });
