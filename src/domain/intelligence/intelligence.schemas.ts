import { z } from 'zod';

const catalogueId = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'A catalogue id is 1-40 lower-case letters, digits or dashes');

/** GET /api/perfumes */
export const SearchPerfumesQuerySchema = z.object({
  catalogue: catalogueId.default('parfumo'),
  q: z.string().trim().max(200).optional(),
  brand: z.string().trim().max(200).optional(),
  note: z.string().trim().max(100).optional(),
  accord: z.string().trim().max(60).optional(),
  perfumer: z.string().trim().max(200).optional(),
  year: z.coerce
    .number()
    .int()
    .min(1600, 'Year must be 1600 or later')
    .max(2100, 'Year must be 2100 or earlier')
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type SearchPerfumesQuery = z.infer<typeof SearchPerfumesQuerySchema>;

/** GET /api/perfumes/top */
export const TopPerfumesQuerySchema = z.object({
  catalogue: catalogueId.default('parfumo'),
  year: z.coerce.number().int().min(1600).max(2100).optional(),
  gender: z.string().trim().max(40).optional(),
  family: z.string().trim().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TopPerfumesQuery = z.infer<typeof TopPerfumesQuerySchema>;

export const PerfumeIdParamSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{3,80}$/, 'Not a perfume id') });
export const CatalogueQuerySchema = z.object({ catalogue: catalogueId.default('parfumo') });

/** GET /api/intelligence/series */
export const SeriesQuerySchema = z.object({
  catalogue: catalogueId.default('parfumo'),
  kind: z.enum(['note', 'accord']),
  keys: z
    .string()
    .trim()
    .min(1, 'Name at least one note or accord')
    .max(500)
    .transform((text) =>
      text
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean)
        .slice(0, 8),
    ),
});

/** GET /api/intelligence/material */
export const MaterialPresenceQuerySchema = z.object({
  catalogue: catalogueId.default('parfumo'),
  note: z.string().trim().min(1, 'Name a note').max(100),
});

const columnName = z.string().trim().min(1).max(100);
const columnList = z.array(columnName).max(10);

/** POST /api/admin/catalogues/import: a catalogue CSV under the reference data folder, mapped to our fields. */
export const ImportCatalogueSchema = z
  .object({
    catalogue: catalogueId,
    title: z.string().trim().max(200).optional(),
    file: z.string().trim().min(1, 'Name the CSV file').max(300),
    licence: z.string().trim().max(200).optional(),
    preset: z.enum(['parfumo', 'fragrantica']).optional(),
    mapping: z
      .object({
        name: columnName,
        brand: columnName,
        number: columnName.optional(),
        year: columnName.optional(),
        concentration: columnName.optional(),
        gender: columnName.optional(),
        country: columnName.optional(),
        ratingValue: columnName.optional(),
        ratingCount: columnName.optional(),
        ratingScale: z.number().positive().max(100).optional(),
        accords: columnList.optional(),
        topNotes: columnList.optional(),
        heartNotes: columnList.optional(),
        baseNotes: columnList.optional(),
        perfumers: columnList.optional(),
        url: columnName.optional(),
      })
      .optional(),
  })
  .refine((value) => value.preset !== undefined || value.mapping !== undefined, {
    message: 'Give a preset or a column mapping',
    path: ['mapping'],
  });

/** POST /api/admin/news-feeds */
export const CreateFeedSchema = z.object({
  name: z.string().trim().min(1, 'Name the feed').max(120),
  url: z
    .url('Not a feed address')
    .max(500)
    .refine((url) => /^https?:\/\//.test(url), 'The feed address must start with http:// or https://'),
});
export const FeedIdParamSchema = z.object({ id: z.uuid('Not a feed id') });
export const UpdateFeedSchema = z.object({ isEnabled: z.boolean() });

/** GET /api/news */
export const ListArticlesQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  source: z.string().trim().max(200).optional(),
  sentiment: z.enum(['positive', 'neutral', 'negative']).optional(),
  type: z.string().trim().max(40).optional(),
  minRelevance: z.coerce.number().min(0).max(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});
export type ListArticlesQuery = z.infer<typeof ListArticlesQuerySchema>;

/** POST /api/intelligence/briefing */
export const BriefingRequestSchema = z.object({
  force: z.boolean().default(false),
  catalogue: catalogueId.default('parfumo'),
});
