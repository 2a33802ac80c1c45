import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { onDatabaseServer } from '../../../test/test-app.ts';
import { openApiDocument } from './v1-openapi.ts';
import { v1Routes } from './v1.routes.ts';

// The document's routes are only described here, never called: their use-cases are not needed.
const document = openApiDocument(v1Routes({} as Parameters<typeof v1Routes>[0]), 'https://app.example');

// The document needs no database: it is linted once, in the PGlite run.
describe.skipIf(onDatabaseServer())('the OpenAPI document', () => {
  it("passes Redocly's recommended lint with no error and no warning", async () => {
    const config = await createConfig({
      extends: ['recommended-strict'],
      rules: {
        // A hosted product's API: its terms are the product's, there is no licence to name.
        'info-license': 'off',
        // Redocly closes every subschema for examples, `if`/`then` ones too, which refuses any example of a
        // schema with conditions; the examples are checked against the exact schemas in v1-contract.test.ts.
        'no-invalid-media-type-examples': { severity: 'error', allowAdditionalProperties: true },
      },
    });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });
});
