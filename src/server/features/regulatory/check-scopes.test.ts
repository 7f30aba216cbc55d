import { describe, expect, it } from 'vitest';
import { findCheckScopes, holdsAtStamp, rescopeAtStamp } from './check-scopes.ts';
import type { ContextRowsById } from './list-check-dependencies.ts';

const HOUSE = '11111111-1111-4111-8111-111111111111';
const ALICE = '22222222-2222-4222-8222-222222222222';
const BOB = '33333333-3333-4333-8333-333333333333';
const aliceStamp = `${ALICE}:4|${HOUSE}:7|reference:2`;
const bobStamp = `${BOB}:9|${HOUSE}:7|reference:2`;

/** Rows by id as a context holds them: only the fields check-scopes reads. */
const byId = {
  ownById: new Map([
    ['house-material', { workspaceId: HOUSE }],
    ['alice-material', { workspaceId: ALICE }],
  ]),
  lotsById: new Map([['house-lot', { workspaceId: HOUSE }]]),
} as unknown as ContextRowsById;

describe('findCheckScopes', () => {
  it.each([
    { name: 'nothing read beyond the library', materialIds: [], lotIds: [], typicalIds: [], scopes: '' },
    {
      name: 'a house material and lot',
      materialIds: ['house-material'],
      lotIds: ['house-lot'],
      typicalIds: [],
      scopes: `${HOUSE}:7`,
    },
    {
      name: 'a typical composition: the reference library',
      materialIds: ['house-material'],
      lotIds: [],
      typicalIds: ['any'],
      scopes: `${HOUSE}:7|reference:2`,
    },
    {
      name: 'a personal material',
      materialIds: ['alice-material', 'house-material'],
      lotIds: [],
      typicalIds: [],
      scopes: `${HOUSE}:7|${ALICE}:4`,
    },
    { name: 'a material not found', materialIds: ['missing'], lotIds: [], typicalIds: [], scopes: null },
    { name: 'a lot not found', materialIds: [], lotIds: ['missing'], typicalIds: [], scopes: null },
  ])('$name → $scopes', ({ materialIds, lotIds, typicalIds, scopes }) => {
    expect(findCheckScopes({ materialIds, lotIds, typicalIds }, byId, aliceStamp)).toBe(scopes);
  });
});

describe('holdsAtStamp', () => {
  it.each([
    { scopes: '', stamp: bobStamp, holds: true },
    { scopes: `${HOUSE}:7`, stamp: bobStamp, holds: true },
    { scopes: `${HOUSE}:7|reference:2`, stamp: bobStamp, holds: true },
    { scopes: `${HOUSE}:6`, stamp: bobStamp, holds: false },
    { scopes: `${ALICE}:4|${HOUSE}:7`, stamp: bobStamp, holds: false },
    { scopes: `${ALICE}:4|${HOUSE}:7`, stamp: aliceStamp, holds: true },
    { scopes: `${HOUSE}:7`, stamp: `${BOB}:9|reference:2`, holds: false },
  ])('$scopes at $stamp → $holds', ({ scopes, stamp, holds }) => {
    expect(holdsAtStamp(scopes, stamp)).toBe(holds);
  });
});

describe('rescopeAtStamp', () => {
  it.each([
    { scopes: `${HOUSE}:6`, stamp: bobStamp, rescoped: `${HOUSE}:7` },
    { scopes: `${HOUSE}:6|reference:1`, stamp: bobStamp, rescoped: `${HOUSE}:7|reference:2` },
    { scopes: `${ALICE}:4`, stamp: bobStamp, rescoped: null },
    { scopes: '', stamp: bobStamp, rescoped: '' },
  ])('$scopes at $stamp → $rescoped', ({ scopes, stamp, rescoped }) => {
    expect(rescopeAtStamp(scopes, stamp)).toBe(rescoped);
  });
});
