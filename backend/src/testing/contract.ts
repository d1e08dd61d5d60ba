import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { REPO_ROOT } from '../config/config.js';

// Checks real answers against openapi.yaml: the status must be documented for the operation,
// and the body must validate against the documented schema. Every test request goes through it.

type Json = Record<string, any>;

export const openApiDocument: Json = parse(readFileSync(path.join(REPO_ROOT, 'openapi.yaml'), 'utf8'));

const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
ajv.addSchema(openApiDocument, 'openapi.json');
const compiled = new Map<string, ValidateFunction>();

const pointer = (...segments: string[]) => segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function resolve(ref: string): Json {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<Json>((node, key) => node[key], openApiDocument);
}

/** The documented path template that a concrete path matches, e.g. /api/applications/{id}. */
export function templateFor(method: string, urlPath: string): string | undefined {
  const lower = method.toLowerCase();
  return Object.keys(openApiDocument.paths).find((template) => {
    if (!openApiDocument.paths[template][lower]) return false;
    const pattern = new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return pattern.test(urlPath);
  });
}

export interface ContractViolation {
  message: string;
}

/** Returns undefined when the answer matches the document, otherwise what is wrong. */
export function checkAgainstContract(
  method: string,
  urlPath: string,
  status: number,
  contentType: string | null,
  body: unknown,
): ContractViolation | undefined {
  const template = templateFor(method, urlPath);
  if (!template) return { message: `${method} ${urlPath} is not in openapi.yaml` };
  const lower = method.toLowerCase();
  const operation = openApiDocument.paths[template][lower] as Json;
  const responses = operation.responses as Json;
  // issue 30: every error code an operation answers is in its `x-error-codes`, so an integrator
  // can branch on the list; every answer of the backend suite is checked against it.
  const code = status >= 400 && body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  if (typeof code === 'string' && !(operation['x-error-codes'] as string[] | undefined)?.includes(code))
    return {
      message: `${method} ${template} answered ${status} ${code}, which its x-error-codes in openapi.yaml do not list`,
    };
  const key = String(status) in responses ? String(status) : 'default' in responses ? 'default' : undefined;
  if (!key) return { message: `${method} ${template} answered ${status}, which openapi.yaml does not document` };
  let responsePointer = `#/${pointer('paths', template, lower, 'responses', key)}`;
  let response = responses[key] as Json;
  if (response.$ref) {
    responsePointer = response.$ref;
    response = resolve(response.$ref);
  }
  const mediaType = (contentType ?? '').split(';')[0]!.trim();
  const content = response.content as Json | undefined;
  if (!content) return body === undefined || body === '' ? undefined : { message: `${status} should have no body` };
  if (!(mediaType in content)) {
    return {
      message: `${method} ${template} ${status} answered ${mediaType || 'no content type'}; documented: ${Object.keys(content).join(', ')}`,
    };
  }
  if (mediaType !== 'application/json') return undefined;
  const schemaRef = `openapi.json${responsePointer}/${pointer('content', mediaType, 'schema')}`;
  let validate = compiled.get(schemaRef);
  if (!validate) {
    validate = ajv.compile({ $ref: schemaRef });
    compiled.set(schemaRef, validate);
  }
  if (validate(body)) return undefined;
  return {
    message: `${method} ${template} ${status} body does not match openapi.yaml: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body)}`,
  };
}

let validateErrorSchema: ValidateFunction | undefined;

/** Undefined when `body` is an `Error` of openapi.yaml, otherwise what is wrong with it. */
export function errorSchemaViolation(body: unknown): string | undefined {
  validateErrorSchema ??= ajv.compile({ $ref: 'openapi.json#/components/schemas/Error' });
  return validateErrorSchema(body) ? undefined : ajv.errorsText(validateErrorSchema.errors);
}

/**
 * Every example the contract gives (request bodies, answers, parameters), as `where` → the check
 * of it against the schema it sits beside: undefined when it validates, otherwise what is wrong
 * (issue 30: an integrator copies examples; each must be one the API would send or take).
 */
export function exampleViolations(): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  const check = (where: string, schemaPointer: string, example: unknown) => {
    let validate = compiled.get(schemaPointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi.json#/${schemaPointer}` });
      compiled.set(schemaPointer, validate);
    }
    found.set(where, validate(example) ? undefined : ajv.errorsText(validate.errors));
  };
  const media = (where: string, base: string, content: Json | undefined, binaryFiles: boolean) => {
    for (const [type, entry] of Object.entries(content ?? {}) as [string, Json][]) {
      if (!entry.schema || (!type.includes('json') && !binaryFiles)) continue;
      const schemaPointer = `${base}/${pointer('content', type, 'schema')}`;
      const examples: [string, unknown][] = [];
      if ('example' in entry) examples.push(['example', entry.example]);
      for (const [name, value] of Object.entries((entry.examples ?? {}) as Json)) examples.push([name, value.value]);
      // A multipart example names each file by its file name: a string where the schema says binary.
      for (const [name, value] of examples) check(`${where} ${type} ${name}`, schemaPointer, value);
    }
  };
  for (const [route, operations] of Object.entries(openApiDocument.paths as Json))
    for (const [method, operation] of Object.entries(operations as Json)) {
      const base = pointer('paths', route, method);
      const where = `${method.toUpperCase()} ${route}`;
      media(`${where} request`, `${base}/requestBody`, operation.requestBody?.content, true);
      for (const [status, response] of Object.entries(operation.responses as Json)) {
        const reference = (response as Json).$ref as string | undefined;
        const at = reference ? reference.replace(/^#\//, '') : `${base}/${pointer('responses', status)}`;
        media(`${where} ${status}`, at, (reference ? resolve(reference) : response).content, false);
      }
      for (const [index, parameter] of ((operation.parameters ?? []) as Json[]).entries()) {
        const reference = parameter.$ref as string | undefined;
        const resolved = reference ? resolve(reference) : parameter;
        if (!('example' in resolved)) continue;
        const at = reference ? reference.replace(/^#\//, '') : `${base}/${pointer('parameters', String(index))}`;
        check(`${where} parameter ${resolved.name}`, `${at}/schema`, resolved.example);
      }
    }
  return found;
}
