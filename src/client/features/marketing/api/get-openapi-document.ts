import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

const JsonSchemaSchema: z.ZodType<Record<string, unknown>> = z.record(z.string(), z.unknown());

const OperationSchema = z.object({
  summary: z.string().default(''),
  tags: z.array(z.string()).default([]),
  security: z.array(z.record(z.string(), z.array(z.string()))).default([]),
  'x-sillage-access': z.enum(['public', 'user', 'admin']).optional(),
  'x-sillage-plan-feature': z.string().optional(),
  parameters: z
    .array(
      z.object({
        name: z.string(),
        in: z.string(),
        required: z.boolean().default(false),
        schema: JsonSchemaSchema.default({}),
      }),
    )
    .default([]),
  requestBody: z
    .object({ content: z.record(z.string(), z.object({ schema: JsonSchemaSchema.default({}) })) })
    .optional(),
  responses: z.record(z.string(), z.object({ description: z.string().default('') })).default({}),
});

/** The parts of the OpenAPI 3.1 document the API reference shows (a published format, parsed at the boundary). */
const OpenApiDocumentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string(), description: z.string().default('') }),
  paths: z.record(z.string(), z.record(z.string(), OperationSchema)),
});
export type OpenApiDocument = z.infer<typeof OpenApiDocumentSchema>;
export type OpenApiOperation = z.infer<typeof OperationSchema>;

export const OPENAPI_DOCUMENT_URL = '/api/openapi.json';

/**
 * GET /api/openapi.json. Not part of the typed client (`hc<AppType>`): the server builds it from the mounted app
 * after the typed routes, and its shape is OpenAPI's, so it is read with fetch and checked with a schema here.
 */
export async function getOpenApiDocument(): Promise<OpenApiDocument> {
  const response = await fetch(OPENAPI_DOCUMENT_URL, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The API description could not be loaded (HTTP ${response.status}).`);
  return OpenApiDocumentSchema.parse(await response.json());
}

export const getOpenApiDocumentQueryOptions = () =>
  queryOptions({ queryKey: ['openapi-document'], queryFn: getOpenApiDocument, staleTime: 5 * 60 * 1000 });

export const useOpenApiDocument = () => useQuery(getOpenApiDocumentQueryOptions());
