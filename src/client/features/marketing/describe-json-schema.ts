/** One field of a request schema, flattened for reading: `rows[].amount`, its type and its constraints. */
export type SchemaField = { path: string; type: string; required: boolean; notes: string[]; depth: number };

type JsonSchema = Record<string, unknown>;

const CONSTRAINTS: Array<[key: string, describe: (value: unknown) => string]> = [
  ['minLength', (value) => `at least ${String(value)} character${value === 1 ? '' : 's'}`],
  ['maxLength', (value) => `at most ${String(value)} character${value === 1 ? '' : 's'}`],
  ['minimum', (value) => `≥ ${String(value)}`],
  ['exclusiveMinimum', (value) => `> ${String(value)}`],
  ['maximum', (value) => `≤ ${String(value)}`],
  ['exclusiveMaximum', (value) => `< ${String(value)}`],
  ['minItems', (value) => `at least ${String(value)} item${value === 1 ? '' : 's'}`],
  ['maxItems', (value) => `at most ${String(value)} item${value === 1 ? '' : 's'}`],
  ['format', (value) => String(value)],
  ['default', (value) => `default ${JSON.stringify(value)}`],
  ['description', (value) => String(value)],
];

/** A JSON Schema's type in a few words: `string`, `"a" | "b"`, `integer | null`, `object`, `array of string`. */
export function describeSchemaType(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(variants)) return [...new Set(variants.map(describeSchemaType))].join(' | ');
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (schema.type === 'array') {
    const items = schema.items as JsonSchema | undefined;
    return items ? `array of ${describeSchemaType(items)}` : 'array';
  }
  if (typeof schema.type === 'string') return schema.type;
  return 'any';
}

/** The notes of a field: its length or range limits, format, default and description. */
export function describeSchemaConstraints(schema: JsonSchema): string[] {
  return CONSTRAINTS.filter(([key]) => schema[key] !== undefined).map(([key, describe]) => describe(schema[key]));
}

/**
 * Every field of an object schema, nested objects and arrays of objects flattened with their path (up to `maxDepth`
 * levels), in the order the schema lists them. A schema that is not an object gives one field named after `name`.
 */
export function describeJsonSchema(schema: JsonSchema, name = 'body', maxDepth = 4): SchemaField[] {
  const fields: SchemaField[] = [];
  const visit = (current: JsonSchema, path: string, required: boolean, depth: number) => {
    const objectSchema =
      current.type === 'array' && (current.items as JsonSchema | undefined)?.type === 'object'
        ? (current.items as JsonSchema)
        : current.type === 'object'
          ? current
          : null;
    if (path) {
      fields.push({
        path,
        type: describeSchemaType(current),
        required,
        notes: describeSchemaConstraints(current),
        depth,
      });
    }
    if (!objectSchema || depth >= maxDepth) return;
    const properties = (objectSchema.properties ?? {}) as Record<string, JsonSchema>;
    const requiredNames = new Set((objectSchema.required ?? []) as string[]);
    const prefix = path ? `${path}${objectSchema === current ? '.' : '[].'}` : '';
    for (const [key, child] of Object.entries(properties)) {
      visit(child, `${prefix}${key}`, requiredNames.has(key), path ? depth + 1 : depth);
    }
  };
  if (schema.type === 'object' && schema.properties) visit(schema, '', true, 0);
  else visit(schema, name, true, 0);
  return fields;
}
