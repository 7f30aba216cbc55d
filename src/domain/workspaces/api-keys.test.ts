import { describe, expect, it } from 'vitest';
import { acceptsApiKey, allowsMethod, readPresentedApiKey, type ApiKeyScope } from './api-keys.ts';

describe('acceptsApiKey', () => {
  it.each([
    ['/api/formulas', true],
    ['/api/formulas/3f1c', true],
    ['/api/materials/search', true],
    ['/api/inventory', true],
    ['/api/formulas/:id', true],
    ['/api/formulas/3f1c/versions', true],
    ['/api/formulas/3f1c/versions/2', true],
    ['/api/inventory/lots', true],
    ['/api/formulas/3f1c/certificate.pdf', false],
    ['/api/formulas/3f1c/shares', false],
    ['/api/formulas/3f1c/certificate-links', false],
    ['/api/batches', false],
    ['/api/batches/x/sheet.pdf', false],
    ['/api/formulasX', false],
    ['/api/workspaces', false],
    ['/api/workspaces/x/api-keys', false],
    ['/api/settings', false],
    ['/api/admin/users', false],
    ['/api/auth/sign-in/email', false],
  ])('%s → %s', (path, expected) => {
    expect(acceptsApiKey(path)).toBe(expected);
  });
});

describe('allowsMethod', () => {
  it.each<[ApiKeyScope, string, boolean]>([
    ['read', 'GET', true],
    ['read', 'HEAD', true],
    ['read', 'POST', false],
    ['read', 'PATCH', false],
    ['read', 'PUT', false],
    ['read', 'DELETE', false],
    ['read-write', 'GET', true],
    ['read-write', 'POST', true],
    ['read-write', 'DELETE', true],
  ])('%s key, %s → %s', (scope, method, expected) => {
    expect(allowsMethod(scope, method)).toBe(expected);
  });
});

describe('readPresentedApiKey', () => {
  it.each<[string | undefined, string | undefined, string | null]>([
    [undefined, undefined, null],
    ['Bearer sil_abc', undefined, 'sil_abc'],
    ['bearer   sil_abc  ', undefined, 'sil_abc'],
    ['Bearer eyJhbGciOi', undefined, null],
    ['Basic c2lsX2FiYw==', undefined, null],
    [undefined, 'sil_xyz', 'sil_xyz'],
    [undefined, '  something  ', 'something'],
    ['Bearer sil_abc', 'sil_xyz', 'sil_xyz'],
    [undefined, '   ', null],
  ])('Authorization %s, X-Api-Key %s → %s', (authorization, header, expected) => {
    expect(readPresentedApiKey(authorization, header)).toBe(expected);
  });
});
