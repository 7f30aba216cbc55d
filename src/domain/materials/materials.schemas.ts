import { z } from 'zod';
import { NOTE_POSITIONS } from './note-position.ts';

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const MAX_SEARCH_RESULTS = 100;

/** GET /api/materials/search */
export const SearchMaterialsQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type at least one character').max(200),
  limit: z.coerce.number().int().min(1).max(MAX_SEARCH_RESULTS).default(20),
});
export type SearchMaterialsQuery = z.infer<typeof SearchMaterialsQuerySchema>;

export const MATERIAL_SORTS = ['name', 'cas', 'substantivity', 'sources'] as const;

/** GET /api/materials: a page of the library with filters. */
export const ListMaterialsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  odourFamily: z.string().trim().min(1).max(60).optional(),
  notePosition: z.enum(NOTE_POSITIONS).optional(),
  natural: booleanQuery.optional(),
  ifraRestricted: booleanQuery.optional(),
  euAllergen: booleanQuery.optional(),
  own: booleanQuery.optional(),
  sort: z.enum(MATERIAL_SORTS).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});
export type ListMaterialsQuery = z.infer<typeof ListMaterialsQuerySchema>;

export const MaterialIdParamSchema = z.object({ id: z.uuid('Not a material id') });
