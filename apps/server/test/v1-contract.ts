import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openApiPath } from '../src/modules/public-api/v1-openapi.ts';

type Document = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>> };
export type ContractBreak = { operation: string; status: number; problem: string };

/** JSON Pointer escaping of one reference token (RFC 6901). */
const pointer = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Checks real v1 answers against the OpenAPI document's own schemas (ajv, JSON Schema 2020-12,
 * as the document's `openapi: 3.1.0` says): the status must be declared for the operation, and
 * a JSON body must validate against that status's schema. Test support, not production code.
 */
export function documentContract(openApi: unknown) {
  const document = openApi as Document;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(document, 'openapi.json');
  const compiled = new Map<string, ValidateFunction>();
  const templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
  }));

  /** The documented path a concrete one (/leads/123) belongs to; literal paths win over templates. */
  const templateOf = (path: string) => {
    const matching = templates.filter(({ pattern }) => pattern.test(path));
    return matching.sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0))[0]?.template;
  };

  function check(method: string, url: string, status: number, contentType: string | null, body: string): ContractBreak | null {
    const path = new URL(url, 'http://v1').pathname.replace(/^\/api\/v1/, '');
    const template = templateOf(path);
    const verb = method.toLowerCase();
    const operation = `${method.toUpperCase()} ${template ?? path}`;
    const responses = template ? document.paths[template]?.[verb]?.responses : undefined;
    // The catch-all 404 for a path the API does not have is not an operation of the document.
    if (!responses) return null;
    const declared = responses[String(status)];
    if (!declared)
      return { operation, status, problem: `status ${status} is not declared (declared: ${Object.keys(responses).join(', ')})` };
    if (!declared.content) return body === '' ? null : { operation, status, problem: 'a body where the document declares none' };
    if (!contentType?.startsWith('application/json'))
      return { operation, status, problem: `content-type ${contentType} is not application/json` };
    const ref = `openapi.json#/paths/${pointer(template!)}/${verb}/responses/${status}/content/application~1json/schema`;
    let validate = compiled.get(ref);
    if (!validate) compiled.set(ref, (validate = ajv.compile({ $ref: ref })));
    if (validate(JSON.parse(body))) return null;
    const problem = (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)}`).join('; ');
    return { operation, status, problem };
  }

  /** Checks one answer (read from a clone, so the caller can still read it). */
  async function checkResponse(method: string, url: string, res: Response) {
    return check(method, url, res.status, res.headers.get('content-type'), await res.clone().text());
  }

  return { checkResponse, templateOf, documentedPath: (honoPath: string) => openApiPath(honoPath) };
}
export type DocumentContract = ReturnType<typeof documentContract>;
