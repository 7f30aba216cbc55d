import { describe, expect, it } from 'vitest';
import { describeJsonSchema, describeSchemaType } from './describe-json-schema.ts';

describe('describeSchemaType', () => {
  it.each([
    [{ type: 'string' }, 'string'],
    [{ type: 'string', enum: ['leave-on', 'rinse-off'] }, '"leave-on" | "rinse-off"'],
    [{ anyOf: [{ type: 'number' }, { type: 'null' }] }, 'number | null'],
    [{ type: 'array', items: { type: 'string' } }, 'array of string'],
    [{ type: 'array' }, 'array'],
    [{}, 'any'],
    [{ const: 'w/w' }, '"w/w"'],
  ])('%j reads as %s', (schema, words) => {
    expect(describeSchemaType(schema)).toBe(words);
  });
});

describe('describeJsonSchema', () => {
  it('flattens an object with nested rows, keeping required marks and constraints', () => {
    const fields = describeJsonSchema({
      type: 'object',
      required: ['name', 'rows'],
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 200 },
        rows: {
          type: 'array',
          items: {
            type: 'object',
            required: ['amount'],
            properties: { amount: { type: 'number', minimum: 0 }, notes: { type: 'string' } },
          },
        },
        dosage: { type: 'number', default: 20 },
      },
    });
    expect(fields).toEqual([
      {
        path: 'name',
        type: 'string',
        required: true,
        notes: ['at least 1 character', 'at most 200 characters'],
        depth: 0,
      },
      { path: 'rows', type: 'array of object', required: true, notes: [], depth: 0 },
      { path: 'rows[].amount', type: 'number', required: true, notes: ['≥ 0'], depth: 1 },
      { path: 'rows[].notes', type: 'string', required: false, notes: [], depth: 1 },
      { path: 'dosage', type: 'number', required: false, notes: ['default 20'], depth: 0 },
    ]);
  });

  it('names a schema that is not an object after the body', () => {
    expect(describeJsonSchema({ type: 'array', items: { type: 'string' } })).toEqual([
      { path: 'body', type: 'array of string', required: true, notes: [], depth: 0 },
    ]);
  });
});
