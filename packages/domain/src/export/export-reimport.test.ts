import { describe, expect, it } from 'vitest';
import { autoMapColumns } from '../csv-import/auto-map';
import { LEAD_EXPORT_HEADERS } from './lead-export';
import { PROPERTY_EXPORT_HEADERS } from './property-export';

// An exported file must come back in with every column recognised (the issue's "headers that
// re-import with 100% confidence").
describe('exported headers re-import', () => {
  it.each([
    ['leads', LEAD_EXPORT_HEADERS],
    ['properties', PROPERTY_EXPORT_HEADERS],
  ] as const)('%s: 100%% confidence, nothing missing, every column mapped to itself', (entity, headers) => {
    const result = autoMapColumns(entity, headers);
    expect(result.confidence).toBe(100);
    expect(result.missingRequired).toEqual([]);
    // The other e-mails and phones are more columns of the e-mail and the phone.
    const itself = (h: string) => ({ other_emails: 'email', other_phones: 'phone' })[h] ?? h;
    expect(result.mapping).toEqual(headers.map(itself));
  });
});
