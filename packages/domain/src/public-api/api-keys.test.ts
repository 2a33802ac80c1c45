import { describe, expect, it } from 'vitest';
import { API_KEY_PREFIX_LENGTH, CreateApiKeyRequestSchema, apiKeyPrefix } from './api-keys';

describe('API keys', () => {
  it.each([
    [{ name: 'Zapier', scope: 'read' }, true],
    [{ name: '  Make  ', scope: 'read_write' }, true],
    [{ name: '', scope: 'read' }, false],
    [{ name: 'x'.repeat(81), scope: 'read' }, false],
    [{ name: 'Zapier', scope: 'admin' }, false],
    [{ name: 'Zapier', scope: 'read', extra: 1 }, false],
  ])('validates %j', (body, ok) => {
    expect(CreateApiKeyRequestSchema.safeParse(body).success).toBe(ok);
  });

  it('shows the tag and six characters of the key', () => {
    expect(apiKeyPrefix('pl_live_abcdefghijklmnop')).toBe('pl_live_abcdef');
    expect(API_KEY_PREFIX_LENGTH).toBe(14);
  });
});
