import { z } from 'zod';
import { V1ErrorSchema } from '@porchlight/domain/public-api/v1-schemas';
import { V1_ERROR_CODES } from './v1-errors.ts';
import type { V1Route } from './v1-route.ts';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>>; required?: string[] };

type ZodCheck = { _zod: { def: { check: string } } };

/**
 * A text the server trims before its minimum length (`z.string().trim().min(1)`) refuses
 * "   ": the document says so with a pattern, so it accepts no body the server refuses.
 */
function trimmedTextNeedsAWord({ zodSchema, jsonSchema: json }: { zodSchema: z.core.$ZodTypes; jsonSchema: Record<string, unknown> }) {
  const def = zodSchema._zod.def as { type: string; checks?: ZodCheck[] };
  if (def.type !== 'string' || typeof json.minLength !== 'number' || json.minLength < 1 || json.pattern) return;
  if (def.checks?.some((check) => check._zod.def.check === 'overwrite')) json.pattern = '\\S';
}

/** Requests are described as a client sends them; answers as the server makes them. */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: trimmedTextNeedsAWord,
  }) as JsonSchema;
  return rest;
};

/** /leads/:id → /leads/{id} */
export const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)/g, '{$1}');

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function queryParameters(schema: z.ZodType) {
  const { properties = {}, required = [] } = jsonSchema(schema, 'output');
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.includes(name) && !('default' in property),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

function operation(route: V1Route) {
  const pathParameters = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string', format: 'uuid' },
  }));
  const responses: Record<string, unknown> = {};
  for (const [status, { description, schema }] of Object.entries(route.responses)) {
    if (Number(status) >= 400) responses[status] = errorResponse(description);
    else
      responses[status] = schema
        ? { description, content: { 'application/json': { schema: jsonSchema(schema, 'output') } } }
        : { description };
  }
  if (route.body || route.query) responses['400'] = errorResponse('Invalid body or query: `field` names the first wrong field.');
  if (route.body) {
    responses['413'] = errorResponse('The body is larger than the API takes: 64 KB, or 4 MB for a bulk create.');
    responses['415'] = errorResponse('The body is not sent as JSON (Content-Type: application/json).');
  }
  responses['401'] = errorResponse('No key, or an unknown or revoked key.');
  responses['402'] = errorResponse('A plan limit is reached (`limit` names it), or the plan has no API access.');
  // A device key (decision 063) may call only the routes marked for the extension.
  const reasons = [
    route.scope === 'write' && 'read-only',
    !route.extension && 'a browser extension key, which cannot call this route',
  ].filter((r): r is string => !!r);
  if (reasons.length) responses['403'] = errorResponse(`The key is ${reasons.join(', or is ')}.`);
  if (route.method === 'post') {
    // A route's own 409 (a flow that is off) keeps its words; the Idempotency-Key's follow.
    const alsoError = (status: string, description: string) => {
      const own = (responses[status] as { description?: string } | undefined)?.description;
      responses[status] = errorResponse(own ? `${own} Or ${description}` : description);
    };
    alsoError('409', '`idempotency_conflict`: the first request with this Idempotency-Key is still running; retry in a moment.');
    alsoError(
      '422',
      '`idempotency_key_reused`: this Idempotency-Key was already used for another route or another body; nothing was done.',
    );
  }
  responses['429'] = errorResponse("Too many calls this minute, or the month's calls are used up (Retry-After).");
  return {
    operationId: `${route.method}${route.path.replace(/\/:(\w+)/g, 'By$1').replace(/\/(\w)/g, (_, ch: string) => ch.toUpperCase())}`,
    tags: [route.tag],
    summary: route.summary,
    description: route.description,
    parameters: [
      ...pathParameters,
      ...(route.query ? queryParameters(route.query) : []),
      ...(route.method === 'post' ? [IDEMPOTENCY_PARAMETER] : []),
    ],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: jsonSchema(route.body, 'input'), ...(route.example ? { example: route.example } : {}) },
            },
          },
        }
      : {}),
    responses,
  };
}

const IDEMPOTENCY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any unique string (a UUID), new for each request: a repeat of the same request (route and body) within 24 hours gets the first answer again, with Idempotent-Replayed: true, and nothing is done twice. The same key with another route or body is 422 `idempotency_key_reused`; a repeat while the first request still runs is 409 `idempotency_conflict`.',
  schema: { type: 'string', maxLength: 255 },
};

export const OPENAPI_PATH = '/openapi.json';

/** The document's sections, in the reference's order; every route's tag is one of them. */
export const V1_TAGS = [
  {
    name: 'Leads',
    description: "The people who wrote in or were imported: the lead intake, bulk creates, lists with the Leads screen's filters.",
  },
  { name: 'Properties', description: 'The listings the agent works on, with their prices, features and status.' },
  { name: 'Tasks', description: 'Tracking tasks: watch a property or a listing page, or follow up with a lead on a date.' },
  { name: 'Flows', description: 'Automations: put leads on a flow or take them off it.' },
  { name: 'Messages', description: "Texts and e-mails: a lead's thread, one message, sending one as the agent." },
  { name: 'Notifications', description: 'What the bell shows the agent, for an integration that mirrors it or adds to it.' },
  { name: 'Webhooks', description: 'Events POSTed to your URL, signed with a secret, with a delivery log.' },
  { name: 'Reference', description: 'This document.' },
];

/** The OpenAPI 3.1 document of /api/v1, generated from the route table and its zod schemas. */
export function openApiDocument(routes: V1Route[], appUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {
    [OPENAPI_PATH]: {
      get: {
        operationId: 'getOpenApi',
        tags: ['Reference'],
        summary: 'This document',
        description:
          'The OpenAPI 3.1 document of this API, generated from the same schemas the server validates with. Public and not metered.',
        security: [],
        responses: {
          200: { description: 'The OpenAPI 3.1 document.', content: { 'application/json': { schema: { type: 'object' } } } },
          400: errorResponse('A NUL character in the query (refused on every route).'),
        },
      },
    },
  };
  for (const route of routes) (paths[openApiPath(route.path)] ??= {})[route.method] = operation(route);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Porchlight API',
      version: '1',
      description: `Your leads and properties from your own tools. Authenticate with a key from Settings > API: \`Authorization: Bearer <key>\`. Every call counts against your plan's API calls for the month. Errors: \`{ "error": { "code", "message", "field" } }\` with these codes: ${Object.entries(
        V1_ERROR_CODES,
      )
        .map(([code, when]) => `\`${code}\` (${when})`)
        .join('; ')}.`,
    },
    servers: [{ url: `${appUrl}/api/v1` }],
    tags: V1_TAGS,
    security: [{ bearerKey: [] }],
    components: {
      securitySchemes: { bearerKey: { type: 'http', scheme: 'bearer', description: 'An API key from Settings > API.' } },
      schemas: { Error: jsonSchema(V1ErrorSchema, 'output') },
    },
    paths,
  };
}
