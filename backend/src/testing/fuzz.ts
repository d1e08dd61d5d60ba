import { OTHER_REQUIREMENT, permitProducts, VISA_SERVICES } from '@cipta/domain/catalogue';
import { requiresWorkType } from '@cipta/domain/constants';
import { isPersonName, PERSON_NAME_PATTERN } from '@cipta/domain/field-rules';
import { KITAP_CARDS, type PermitFormType } from '@cipta/domain/permit-forms';
import { request as httpRequest, Agent } from 'node:http';
import { connect } from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { checkAgainstContract, errorSchemaViolation, openApiDocument, templateFor } from './contract.js';
import { elf, pdf, plainZip, png, SAMPLE_DOCUMENTS } from './documents.js';

// Property-based fuzzing of the API from openapi.yaml (ASVS V2.2, V5; OWASP File Upload Cheat
// Sheet): for every operation a valid request is derived from its schema, then mutated, and
// every answer must be one the contract documents, a 4xx in the Error shape (never a 5xx,
// never a stack trace) unless the request stayed valid, and quick. Free of vitest, so
// `npm run bench` runs it too, against a built API in a process of its own.

type Json = Record<string, any>;

/** The seed of `npm test`'s fixed set. */
export const FUZZ_SEED = 20_261_122;

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const ALLOWED_ORIGIN = 'http://localhost:8080'; // one of the default CORS_ORIGINS
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** What a stack trace or a server path looks like in an answer. */
const LEAK = /\n\s+at |\bat [\w$.<>]+ \(|node_modules|\/(?:src|dist)\/[\w/.-]+\.(?:ts|js)|\.(?:ts|js):\d+:\d+/;
const HUNDRED_KB = 100 * 1024;

/** One request of the fuzzer, with what was done to it. */
export interface FuzzCase {
  operation: string;
  mutations: string[];
  method: string;
  /** Path and query, sent byte for byte (no client-side normalisation). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** The file names the request gave its files, to prove none becomes a stored name. */
  fileNames: string[];
  /** True when a mutation makes the request invalid for sure: it must not be accepted. */
  mustRefuse: boolean;
  /** Bytes sent as they are on a socket of their own, for what Node's HTTP parser refuses. */
  raw?: Buffer;
}

export interface FuzzAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  body: unknown;
  ms: number;
}

export interface FuzzOptions {
  /** Cases to run (after the first, fast-check's own count). */
  numRuns: number;
  seed: number;
  /** The API's UPLOAD_DIR, when the fuzzer may look: every stored file must have a random name. */
  uploadDir?: string;
  /** More checks on an accepted request (the tests look at the rows it stored). */
  afterAccepted?: (fuzzCase: FuzzCase, answer: FuzzAnswer) => Promise<void>;
  /** Slowest acceptable answer. */
  maxAnswerMs?: number;
  /** Only these operations (by operationId); every one when absent. */
  operations?: (operationId: string) => boolean;
  /**
   * Headers that sign a case in (a staff session's cookie and CSRF token), asked for before
   * each case: a case may end its session (sign-out, a disabled account), the next gets a new one.
   */
  session?: () => Promise<Record<string, string>>;
}

export interface FuzzReport {
  cases: number;
  seed: number;
  /** Answers by status. */
  statuses: Record<string, number>;
  /** Cases by operation, with how many were accepted (2xx). */
  operations: Record<string, { cases: number; accepted: number }>;
  /** How often each kind of mutation was applied. */
  mutations: Record<string, number>;
  slowestMs: number;
}

// ---------------------------------------------------------------- the operations of the contract

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Json;
}

interface Operation {
  id: string;
  method: string;
  template: string;
  parameters: Parameter[];
  body?: { mediaType: 'application/json' | 'multipart/form-data'; schema: Json; encoding: Json };
}

const EXTENSIONS_OF: Record<string, Array<keyof typeof SAMPLE_DOCUMENTS>> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
};

/** The document types an operation's file parts take, from the contract's `encoding`. */
function acceptedExtensions(operation: Operation): Array<keyof typeof SAMPLE_DOCUMENTS> {
  const encodings = Object.values(operation.body?.encoding ?? {}) as Json[];
  const mediaTypes = encodings.flatMap((encoding) =>
    String(encoding.contentType ?? '')
      .split(',')
      .map((type) => type.trim()),
  );
  return [...new Set(mediaTypes.flatMap((type) => EXTENSIONS_OF[type] ?? []))];
}

function deref(schema: Json): Json {
  let current = schema;
  while (current.$ref) {
    current = (current.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json>((node, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')], openApiDocument);
  }
  return current;
}

export function contractOperations(): Operation[] {
  return Object.entries(openApiDocument.paths as Record<string, Json>).flatMap(([template, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method] as Json;
      const content = operation.requestBody ? (deref(operation.requestBody).content as Json) : undefined;
      const mediaType = content ? (Object.keys(content)[0] as 'application/json' | 'multipart/form-data') : undefined;
      return {
        id: operation.operationId as string,
        method: method.toUpperCase(),
        template,
        parameters: ((operation.parameters ?? []) as Json[]).map((parameter) => deref(parameter) as Parameter),
        ...(mediaType
          ? {
              body: {
                mediaType,
                schema: deref(content![mediaType].schema),
                encoding: (content![mediaType].encoding ?? {}) as Json,
              },
            }
          : {}),
      };
    }),
  );
}

// ---------------------------------------------------------------- values

const simpleEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/),
    fc.stringMatching(/^[a-z]{2,10}$/),
    fc.constantFrom('com', 'org', 'co.id'),
  )
  .map(([user, domain, top]) => `${user}@${domain}.${top}`);

const words = fc
  .array(
    fc.constantFrom(
      'Ana',
      'Budi',
      'Siti',
      'visa',
      'Jakarta',
      'KITAS',
      'permit',
      'tolong',
      'help',
      'USD 35',
      'Bali',
      '—',
      'é',
    ),
    {
      minLength: 1,
      maxLength: 6,
    },
  )
  .map((list) => list.join(' '));

/**
 * issue 29: names as PERSON_NAME_PATTERN takes them, from its alphabet: letters of several
 * scripts, a combining mark, spaces, apostrophes, hyphens and dots, with at least one letter.
 */
const NAME_ALPHABET = [...'AaBbDdJjSsUuéñßıŁŽЖжαΩعمح李ก', '\u0301', ' ', "'", '’', '.', '-'];
const personName = fc
  .string({ unit: fc.constantFrom(...NAME_ALPHABET), minLength: 1, maxLength: 40 })
  .filter(isPersonName);

/** A value the schema allows (and, for text, one the server's extra rules mostly allow too). */
function validValue(raw: Json, extensions: Array<keyof typeof SAMPLE_DOCUMENTS> = ['pdf']): fc.Arbitrary<unknown> {
  const schema = deref(raw);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  switch (schema.type) {
    case 'integer': {
      const min = (schema.minimum as number | undefined) ?? 0;
      return fc.integer({ min, max: (schema.maximum as number | undefined) ?? min + 1_000_000 });
    }
    case 'string': {
      const max = (schema.maxLength as number | undefined) ?? 200;
      if (schema.contentSchema)
        return validValue(schema.contentSchema, extensions).map((value) => JSON.stringify(value));
      if (schema.format === 'email')
        return fc
          .oneof({ weight: 4, arbitrary: simpleEmail }, { weight: 1, arbitrary: fc.emailAddress() })
          .filter((e) => e.length <= max);
      // the name rule's look-arounds and Unicode classes are beyond fast-check's stringMatching
      if (schema.pattern === PERSON_NAME_PATTERN.source) return personName.filter((name) => name.length <= max);
      if (schema.pattern)
        return fc
          .stringMatching(new RegExp(schema.pattern as string))
          .filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= max);
      return fc
        .oneof(words, fc.string({ minLength: Math.max(1, schema.minLength ?? 0), maxLength: Math.min(max, 40) }))
        .filter((s) => s.length <= max);
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validValue(value, extensions)])),
        { requiredKeys: (schema.required ?? []) as string[] },
      );
    }
    case 'array': {
      if (isFileArray(schema)) return fileParts(schema, extensions);
      return fc.array(validValue(schema.items as Json, extensions), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    }
    default:
      return fc.anything();
  }
}

interface FilePart {
  name: string;
  content: Buffer;
}

const isFileArray = (schema: Json) =>
  schema.type === 'array' && deref(schema.items as Json).contentMediaType === 'application/octet-stream';

/** One to `max` real documents of the accepted types, each named after its type. */
function fileParts(schema: Json, extensions: Array<keyof typeof SAMPLE_DOCUMENTS>, max = 3): fc.Arbitrary<FilePart[]> {
  const document = fc
    .tuple(fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/), fc.constantFrom(...extensions))
    .map(([base, extension]) => ({ name: `${base}.${extension}`, content: SAMPLE_DOCUMENTS[extension]() }));
  return fc.array(document, { minLength: Math.max(1, schema.minItems ?? 0), maxLength: max });
}

/** A title of the catalogue's, in either language (issue 29: the server resolves the service by it). */
const catalogueTitle = (title: { en: string; id: string }) => fc.constantFrom(title.en, title.id);

/**
 * At times, which requirement each file answers (`documentRequirements`): one of the service's
 * ids or `other` per file, in order; otherwise left out, as older clients do.
 */
function documentRequirements(ids: readonly string[], files: readonly FilePart[]): fc.Arbitrary<string | undefined> {
  const id = fc.constantFrom(...ids, OTHER_REQUIREMENT);
  return fc.option(
    fc.array(id, { minLength: files.length, maxLength: files.length }).map((list) => list.join(',')),
    {
      nil: undefined,
    },
  );
}

/** The parts of a multipart form in order, without the ones left out. */
const present = (parts: Json): Json =>
  Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined));

/**
 * A visa application the server takes: a visa service of the catalogue by its title, a work type
 * when the title asks for one (product §5), and at times the requirement each file answers.
 */
function validVisaApplication(schema: Json, extensions: Array<keyof typeof SAMPLE_DOCUMENTS>): fc.Arbitrary<Json> {
  const properties = schema.properties as Record<string, Json>;
  const value = (name: string) => validValue(properties[name]!, extensions);
  // The service part is JSON text of the contract's ServiceRef (issue 30: a text part, so the schema names it in words).
  const serviceRef = deref({ $ref: '#/components/schemas/ServiceRef' }).properties as Record<string, Json>;
  return fc.constantFrom(...VISA_SERVICES).chain((service) =>
    fc
      .record(
        {
          submissionId: value('submissionId'),
          fullName: personName,
          email: simpleEmail,
          phone: value('phone'),
          sponsorType: value('sponsorType'),
          workType: value('workType'),
          title: catalogueTitle(service.title),
          price: validValue(serviceRef.price!),
          documents: fileParts(properties.documents!, extensions),
        },
        { requiredKeys: ['submissionId', 'fullName', 'email', 'phone', 'workType', 'title', 'documents'] },
      )
      .chain(({ title, price, workType, documents, ...form }) =>
        fc
          .tuple(
            documentRequirements(
              service.requirements.map((requirement) => requirement.id),
              documents,
            ),
            fc.boolean(),
          )
          .map(([ids, sendsWorkType]) =>
            present({
              ...form,
              workType: requiresWorkType(title) || sendsWorkType ? workType : undefined,
              service: JSON.stringify(present({ title, price })),
              documentRequirements: ids,
              documents,
            }),
          ),
      ),
  );
}

/**
 * A permit application that also keeps the rules openapi.yaml states in prose (a product of the
 * catalogue by its form type, id and title; the KITAP card chosen by productId brings its own
 * field and file; the other forms take documents only).
 */
function validPermitApplication(schema: Json, extensions: Array<keyof typeof SAMPLE_DOCUMENTS>): fc.Arbitrary<Json> {
  const properties = schema.properties as Record<string, Json>;
  const value = (name: string) => validValue(properties[name]!, extensions);
  const files = (max: number) => fileParts({}, extensions, max);
  // submissionId is optional: the web app sends one, other clients may not (docs/decisions.md 12)
  const common = fc.record(
    {
      submissionId: value('submissionId'),
      productPrice: value('productPrice'),
      fullName: personName,
      email: simpleEmail,
      phone: value('phone'),
      nationality: words,
      passport: fc.stringMatching(/^[A-Z][0-9]{6,8}$/),
    },
    { requiredKeys: ['fullName', 'email', 'phone', 'nationality', 'passport'] },
  );
  const product = (formType: PermitFormType, productId: string) => {
    const found = permitProducts(formType).find((entry) => entry.id === productId)!;
    return { formType, productId, title: catalogueTitle(found.title), ids: found.requirements.map((r) => r.id) };
  };
  // Each card's own field and file, from the one table the API checks against.
  const cardField = (field: string) =>
    field === 'spouseName' ? personName : properties[field]!.type === 'string' ? words : value(field);
  const kitap = fc.constantFrom(...(Object.keys(KITAP_CARDS) as Array<keyof typeof KITAP_CARDS>)).chain((card) => {
    const { title, ids } = product('kitap', card);
    const own = KITAP_CARDS[card];
    return fc
      .tuple(
        common,
        title,
        fc.record({ [own.field]: cardField(own.field), [own.file]: files(own.oneFile ? 1 : 3) }),
        fc.record({ currentStatus: value('currentStatus'), additionalDocuments: files(2) }, { requiredKeys: [] }),
      )
      .chain(([base, productTitle, ownParts, extra]) =>
        (extra.additionalDocuments
          ? documentRequirements(ids, extra.additionalDocuments as FilePart[])
          : fc.constant(undefined)
        ).map((listed) =>
          present({
            formType: 'kitap',
            productId: card,
            productTitle,
            ...base,
            ...ownParts,
            currentStatus: extra.currentStatus,
            documentRequirements: listed,
            additionalDocuments: extra.additionalDocuments,
          }),
        ),
      );
  });
  const other = fc
    .constantFrom(...(['stay-permit', 'international-visa', 'additional-service', 'visit-visa'] as const))
    .chain((formType) => fc.constantFrom(...permitProducts(formType).map((entry) => product(formType, entry.id))))
    .chain(({ formType, productId, title, ids }) =>
      fc
        .tuple(
          common,
          title,
          files(formType === 'international-visa' ? 1 : 3),
          fc.record({ purpose: words }, { requiredKeys: [] }),
        )
        .chain(([base, productTitle, documents, extra]) =>
          documentRequirements(ids, documents).map((listed) =>
            present({
              formType,
              productId,
              productTitle,
              ...base,
              ...extra,
              documentRequirements: listed,
              documents,
            }),
          ),
        ),
    );
  return fc.oneof(kitap, other);
}

/** Text no form should hold, or holds only at the edge. */
const oddString: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc.constant('   '),
  fc.constant('x'.repeat(HUNDRED_KB)),
  fc.constant('é'.repeat(HUNDRED_KB / 2)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({
    unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
    minLength: 1,
    maxLength: 20,
  }),
  fc.constantFrom(
    '\u0000',
    'Ana\u0000Silva',
    '\u202Egnp.exe',
    'in\u2066voice\u2069 \u202Agpj\u202C',
    '\uFEFF',
    '\u200B\u200C\u200D',
    'e\u0301\u0301\u0301',
    '🦄'.repeat(30),
    '\ud800',
    'abc\udfff',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '"; drop table applications; --',
    '${7*7}{{7*7}}',
    '../../etc/passwd',
    '%00',
    '\r\n\r\nX-Injected: 1',
    '__proto__',
    'null',
  ),
);

/** A value of another type than the field's. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constant({ $gt: '' }),
  fc.constant({ __proto__: { polluted: true } }),
);

const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'id', 'status', 'claimed'),
  fc.string({ minLength: 1, maxLength: 12 }),
);

// ---------------------------------------------------------------- JSON operations

/** None (a valid request, a quarter of the time) or one to three mutations. */
const someOf = <T>(mutation: fc.Arbitrary<T>): fc.Arbitrary<T[]> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant<T[]>([]) },
    { weight: 3, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }) },
  );

/** A JSON body being mutated: the fields whose last write makes them invalid for sure. */
interface JsonDraft {
  value: Json;
  invalid: Set<string>;
}

type Mutation = { label: string; apply: (draft: JsonDraft) => void };

function jsonFieldMutations(schema: Json): fc.Arbitrary<Mutation> {
  const properties = Object.keys(schema.properties ?? {});
  const field = fc.constantFrom(...properties);
  const isText = (name: string) => deref(schema.properties[name]).type === 'string';
  const set = (draft: JsonDraft, name: string, value: unknown, invalid: boolean) => {
    draft.value[name] = value;
    if (invalid) draft.invalid.add(name);
    else draft.invalid.delete(name);
  };
  return fc.oneof(
    field.map((name) => ({
      label: 'missing field',
      apply: (draft: JsonDraft) => {
        delete draft.value[name];
        draft.invalid.delete(name);
      },
    })),
    fc
      .tuple(
        extraKey.filter((name) => !properties.includes(name)),
        fc.oneof(fc.string(), wrongType),
      )
      .map(([name, extra]) => ({
        label: 'extra field',
        // defineProperty: even "__proto__" becomes an own field, as JSON.parse makes it on the server.
        apply: (draft: JsonDraft) =>
          void Object.defineProperty(draft.value, name, {
            value: extra,
            enumerable: true,
            configurable: true,
            writable: true,
          }),
      })),
    fc.tuple(field, wrongType).map(([name, other]) => ({
      label: 'wrong type',
      // null on an optional field means "absent"; a number field may read a boolean as a number.
      apply: (draft: JsonDraft) => set(draft, name, other, other !== null && isText(name)),
    })),
    fc.tuple(field, oddString).map(([name, text]) => ({
      label: text.length >= HUNDRED_KB / 2 ? '100 KB string' : text === '' ? 'empty string' : 'odd string',
      apply: (draft: JsonDraft) => set(draft, name, text, text.length >= HUNDRED_KB / 2),
    })),
    // Beyond MAX_JSON_DEPTH (16): refused before it is parsed, never a 500.
    fc.tuple(field, fc.integer({ min: 17, max: 3000 }), fc.boolean()).map(([name, depth, arrays]) => ({
      label: 'deep nesting',
      apply: (draft: JsonDraft) => set(draft, name, nested(depth, arrays), true),
    })),
    // The text rules hold in nested text too (a field of another type is refused anyway).
    fc.tuple(field, fc.constantFrom('\ud800', 'abc\udfff', 'x\u0000y')).map(([name, text]) => ({
      label: 'surrogate in nested text',
      apply: (draft: JsonDraft) => set(draft, name, { a: [{ b: text }] }, true),
    })),
    ...integerFields(schema).map((name) => ({
      weight: 2,
      arbitrary: integerLooking.map((value) => ({
        label: 'integer-looking value',
        apply: (draft: JsonDraft) => set(draft, name, value, true),
      })),
    })),
  );
}

/** An integer field takes a JSON integer only: none of these is one. */
const integerLooking = fc.constantFrom<unknown>('5', '0x10', '  7  ', '', '1e3', true, false, '１２', 1.5, [1]);

const integerFields = (schema: Json) =>
  Object.keys(schema.properties ?? {}).filter((name) => deref(schema.properties[name]).type === 'integer');

/** A value `depth` levels deep: [[[…]]] or {"a":{"a":…}}. */
function nested(depth: number, arrays: boolean): unknown {
  let value: unknown = 1;
  for (let level = 1; level < depth; level++) value = arrays ? [value] : { a: value };
  return value;
}

/**
 * The fields a body must carry on the API under test: the contract's required ones, but for
 * `altcha`, which BOT_CHALLENGE=off (the test API's setting) lifts (issue 30).
 */
const requiredOnTestApi = (schema: Json): string[] =>
  ((schema.required ?? []) as string[]).filter((name) => name !== 'altcha');

/** True when the mutated body breaks the schema for sure. */
function jsonDraftInvalid(draft: JsonDraft, schema: Json): boolean {
  const properties = Object.keys(schema.properties ?? {});
  return (
    draft.invalid.size > 0 ||
    requiredOnTestApi(schema).some((name) => !Object.hasOwn(draft.value, name)) ||
    Object.keys(draft.value).some((name) => !properties.includes(name))
  );
}

interface Encoding {
  label?: string;
  refuses: boolean;
  contentType?: string;
  contentEncoding?: string;
  /** Replaces the JSON text. */
  raw?: string;
  /** Replaces the body's bytes (not UTF-8). */
  rawBytes?: Buffer;
  /** Sends this value instead of the object. */
  replace?: { value: unknown };
}

const jsonEncoding: fc.Arbitrary<Encoding> = fc.oneof(
  { weight: 12, arbitrary: fc.constant<Encoding>({ refuses: false, contentType: 'application/json' }) },
  {
    weight: 1,
    arbitrary: fc.constant<Encoding>({
      label: 'JSON with charset',
      refuses: false,
      contentType: 'application/json; charset=utf-8',
    }),
  },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        '*/*',
      )
      .map((contentType): Encoding => ({ label: 'wrong content type', refuses: true, contentType })),
  },
  { weight: 1, arbitrary: fc.constant<Encoding>({ label: 'no content type', refuses: true }) },
  // docs/api.md: UTF-8 only; other charsets a 415, even when the bytes would decode.
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('utf-7', 'utf-16', 'utf-16le', 'utf-16be', 'utf-32le', 'UTF-7', 'iso-8859-1', 'us-ascii')
      .map((charset): Encoding => ({
        label: 'other charset',
        refuses: true,
        contentType: `application/json; charset=${charset}`,
      })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
        Buffer.from('{"name":"Ana \xc3\x28","email":"a@example.com","message":"x"}', 'latin1'),
        Buffer.from('{"name":"\xed\xa0\x80","email":"a@example.com","message":"x"}', 'latin1'),
      )
      .map((rawBytes): Encoding => ({
        label: 'invalid UTF-8',
        refuses: true,
        contentType: 'application/json',
        rawBytes,
      })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        '{',
        '{"name":',
        '{"a":1,}',
        "{'a':1}",
        'nul',
        '\u0000',
        '{"a":"\\u00"}',
        '[',
        '1e999999',
        '{"a":1}{"b":2}',
        '\uFEFF{}',
        '['.repeat(20_000) + ']'.repeat(20_000),
      )
      .map((raw): Encoding => ({ label: 'invalid JSON', refuses: true, contentType: 'application/json', raw })),
  },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.constant([]),
        fc.constant(null),
        fc.string({ maxLength: 10 }),
        fc.integer(),
        fc.boolean(),
        fc.array(fc.dictionary(fc.string(), fc.string()), { maxLength: 2 }),
      )
      .map((value): Encoding => ({
        label: 'body not an object',
        refuses: true,
        contentType: 'application/json',
        replace: { value },
      })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('gzip', 'deflate', 'br', 'compress', 'x-unknown').map((contentEncoding): Encoding => ({
      label: 'false content encoding',
      refuses: true,
      contentType: 'application/json',
      contentEncoding,
    })),
  },
);

const origin = fc.oneof(
  { weight: 10, arbitrary: fc.constant<string | undefined>(undefined) },
  { weight: 2, arbitrary: fc.constant<string | undefined>(ALLOWED_ORIGIN) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<string | undefined>('http://evil.example', 'null', `${ALLOWED_ORIGIN}.evil.example`),
  },
);

function jsonCase(operation: Operation): fc.Arbitrary<FuzzCase> {
  const schema = operation.body!.schema;
  return fc
    .tuple(validValue(schema), someOf(jsonFieldMutations(schema)), jsonEncoding, origin)
    .map(([valid, mutations, encoding, from]) => {
      const draft: JsonDraft = { value: { ...(valid as Json) }, invalid: new Set() };
      for (const mutation of mutations) mutation.apply(draft);
      const text = encoding.raw ?? JSON.stringify(encoding.replace ? encoding.replace.value : draft.value) ?? '';
      const headers: Record<string, string> = {};
      if (encoding.contentType) headers['content-type'] = encoding.contentType;
      if (encoding.contentEncoding) headers['content-encoding'] = encoding.contentEncoding;
      const foreign = from !== undefined && from !== ALLOWED_ORIGIN;
      if (from) headers.origin = from;
      const replaced = encoding.raw !== undefined || encoding.replace !== undefined || encoding.rawBytes !== undefined;
      return {
        operation: operation.id,
        mutations: [
          ...(replaced ? [] : mutations.map((m) => m.label)),
          ...(encoding.label ? [encoding.label] : []),
          ...(foreign ? ['foreign origin'] : []),
        ],
        method: operation.method,
        path: operation.template,
        headers,
        body: encoding.rawBytes ?? Buffer.from(text, 'utf8'),
        fileNames: [],
        mustRefuse: foreign || encoding.refuses || (!replaced && jsonDraftInvalid(draft, schema)),
      };
    });
}

// ---------------------------------------------------------------- multipart operations

interface Part {
  /** undefined: no name parameter at all. */
  name?: string;
  /** undefined: a text part; '': filename="". */
  filename?: string;
  contentType?: string;
  content: Buffer;
  /** Replaces the whole Content-Disposition line; null leaves it out. */
  disposition?: string | null;
  /** This part, as it is, makes the request invalid for sure. */
  refuses?: boolean;
  /** A file whose name no accepted document can have (judged on its last name). */
  badName?: boolean;
  /** A file whose content is not an accepted document, whatever its name. */
  badContent?: boolean;
}

/** Returns the mutated parts, or undefined when the mutation does not apply to these parts. */
type PartsMutation = { label: string; apply: (parts: Part[]) => Part[] | undefined };

/**
 * Names a browser (or a script) could give a file; `refuses` when no accepted name survives. Each
 * class is as likely as the others, so that a run of the fixed size meets every one of them.
 */
const oddFileName = fc.oneof(
  fc.constant({ label: 'no file name', name: '', refuses: true }),
  fc.constant({ label: '300-character name', name: `${'a'.repeat(296)}.pdf`, refuses: false }),
  fc.constantFrom(
    { label: 'path traversal name', name: '../../etc/passwd', refuses: true },
    { label: 'path traversal name', name: '../../../../tmp/evil.pdf', refuses: false },
    { label: 'path traversal name', name: '..\\..\\windows\\win.ini', refuses: true },
  ),
  fc.constantFrom(
    { label: 'NUL in name', name: 'cv\u0000.pdf', refuses: false },
    { label: 'NUL in name', name: 'cv.pdf\u0000.exe', refuses: true },
  ),
  fc.constantFrom(
    { label: 'double extension', name: 'cv.pdf.exe', refuses: true },
    { label: 'double extension', name: 'cv.exe.pdf', refuses: false },
  ),
  fc.constantFrom(
    { label: 'bidi controls in name', name: 'invoice\u202Egpj\u2069.pdf', refuses: false },
    { label: 'bidi controls in name', name: '\u2066cv\u2069\u202A.pdf', refuses: false },
  ),
  fc.oneof(
    fc.constantFrom(
      { label: 'odd name', name: '\u202Efdp.exe', refuses: true },
      { label: 'odd name', name: 'CON.pdf', refuses: false },
      { label: 'odd name', name: '.htaccess', refuses: true },
    ),
    fc
      .string({ unit: 'binary', maxLength: 30 })
      .map((name) => ({ label: 'odd name', name: `${name}.pdf`, refuses: false })),
  ),
);

/** Content that is not what its name says. */
const mismatchedContent = fc.constantFrom(
  { label: 'executable named .pdf', content: elf() },
  { label: 'PNG named .pdf', content: png() },
  { label: 'zip named .pdf', content: plainZip() },
  { label: 'text named .pdf', content: Buffer.from('just text, not a document') },
  { label: 'empty file', content: Buffer.alloc(0) },
  { label: 'HTML named .pdf', content: Buffer.from('<html><script>alert(1)</script></html>') },
);

function partsMutations(schema: Json): fc.Arbitrary<PartsMutation> {
  const properties = schema.properties as Record<string, Json>;
  const names = Object.keys(properties);
  const textFields = names.filter((name) => !isFileArray(deref(properties[name]!)));
  const fileFields = names.filter((name) => isFileArray(deref(properties[name]!)));
  const firstFile = (parts: Part[]) => parts.find((part) => part.filename !== undefined);
  const has = (parts: Part[], name: string) => parts.some((part) => part.name === name);
  const replaceText = (parts: Part[], name: string, text: string, refuses: boolean): Part[] => [
    ...parts.filter((part) => part.name !== name),
    { name, content: Buffer.from(text), refuses },
  ];
  return fc.oneof(
    fc.constantFrom(...names).map((name) => ({
      label: textFields.includes(name) ? 'missing field' : 'missing files',
      apply: (parts: Part[]) => (has(parts, name) ? parts.filter((part) => part.name !== name) : undefined),
    })),
    fc
      .tuple(
        extraKey.filter((name) => !names.includes(name)),
        fc.string({ maxLength: 20 }),
      )
      .map(([name, value]) => ({
        label: 'extra field',
        apply: (parts: Part[]) => [...parts, { name, content: Buffer.from(value), refuses: true }],
      })),
    fc.constantFrom(...textFields).map((name) => ({
      label: 'field sent twice',
      apply: (parts: Part[]) =>
        has(parts, name) ? [...parts, { name, content: Buffer.from('again'), refuses: true }] : undefined,
    })),
    fc.tuple(fc.constantFrom(...textFields), oddString).map(([name, text]) => ({
      label: text.length >= HUNDRED_KB / 2 ? '100 KB string' : text === '' ? 'empty string' : 'odd string',
      apply: (parts: Part[]) => replaceText(parts, name, text, text.length >= HUNDRED_KB / 2),
    })),
    ...(textFields.includes('service')
      ? [
          fc
            .constantFrom(
              '{"title":"B1\\ud800"}',
              '{"title":"B1","price":"\\udc00"}',
              '{"title":"B1","x":{"y":"\\ud800"}}',
            )
            .map((text) => ({
              label: 'surrogate in nested text',
              apply: (parts: Part[]) => replaceText(parts, 'service', text, true),
            })),
        ]
      : []),
    ...['investmentAmount', 'retirementAge']
      .filter((name) => textFields.includes(name))
      .map((name) =>
        fc
          .constantFrom('0x55730', '1e21', '9007199254740993', ' 350000', '+350000', '350000.0', 'true')
          .map((text) => ({
            label: 'integer-looking value',
            apply: (parts: Part[]) => replaceText(parts, name, text, true),
          })),
      ),
    fc
      .tuple(
        fc.constantFrom(...textFields),
        fc.constantFrom('abc', '1e400', '-1', '0x10', '[]', '{}', 'true', '{"title":', '{"price":"1"}'),
      )
      .map(([name, text]) => ({
        label: 'wrong type',
        apply: (parts: Part[]) => replaceText(parts, name, text, false),
      })),
    {
      weight: 3,
      arbitrary: oddFileName.map(({ label, name, refuses }) => ({
        label,
        apply: (parts: Part[]) => {
          const file = firstFile(parts);
          if (!file) return undefined;
          // A good file gets the content its new name promises, so only the name is on trial.
          if (!file.badContent && name.toLowerCase().endsWith('.pdf')) file.content = pdf('renamed');
          file.filename = name;
          file.badName = refuses || !name.toLowerCase().endsWith('.pdf');
          return parts;
        },
      })),
    },
    {
      weight: 3,
      arbitrary: mismatchedContent.map(({ label, content }) => ({
        label,
        apply: (parts: Part[]) => {
          const file = firstFile(parts);
          if (!file) return undefined;
          file.filename = 'cv.pdf';
          file.content = content;
          file.badName = false;
          file.badContent = true;
          return parts;
        },
      })),
    },
    fc.constantFrom(...textFields, 'passport', 'file', 'upload').map((name) => ({
      label: 'file in a text field',
      apply: (parts: Part[]) => [
        ...parts,
        { name, filename: 'passport.pdf', content: pdf(), contentType: 'application/pdf', refuses: true },
      ],
    })),
    fc.constantFrom(...fileFields).map((name) => ({
      label: 'file part without file name',
      apply: (parts: Part[]) => [
        ...parts.filter((part) => part.name !== name),
        { name, content: pdf(), contentType: 'application/pdf', refuses: true },
      ],
    })),
    fc.constant({
      label: 'part without name',
      apply: (parts: Part[]) => [...parts, { filename: 'anonymous.pdf', content: pdf(), refuses: true }],
    }),
    fc.constant({
      label: 'part without Content-Disposition',
      apply: (parts: Part[]) => [...parts, { disposition: null, content: Buffer.from('orphan') }],
    }),
    fc.constant({
      label: 'odd Content-Disposition',
      apply: (parts: Part[]) => [
        ...parts,
        {
          disposition: 'Content-Disposition: attachment; name=""; filename*=UTF-8\'\'%E2%80%AE%00.pdf',
          content: pdf(),
        },
      ],
    }),
    fc.constantFrom(...fileFields).map((name) => ({
      label: 'too many files',
      apply: (parts: Part[]) => [
        ...parts,
        ...Array.from({ length: 21 }, (_, i) => ({
          name,
          filename: `extra-${i}.pdf`,
          content: pdf(String(i)),
          refuses: true,
        })),
      ],
    })),
  );
}

/** True when the mutated parts break the form's schema for sure. */
function partsInvalid(parts: Part[], schema: Json): boolean {
  const properties = schema.properties as Record<string, Json>;
  const required = (schema.required ?? []) as string[];
  return (
    parts.some((part) => part.refuses || part.badName || part.badContent) ||
    required.some(
      (name) =>
        !parts.some(
          (part) =>
            part.name === name &&
            (isFileArray(deref(properties[name]!)) ? part.filename !== undefined : part.filename === undefined),
        ),
    )
  );
}

type MultipartEncoding = {
  label?: string;
  refuses: boolean;
  encode: (parts: Part[], boundary: string) => { body: Buffer; contentType?: string };
};

/**
 * The form's Content-Type. RFC 2046 lets a boundary hold "(", ")" and ",", which RFC 9110 allows
 * in a parameter only quoted; unquoted, the server rightly finds no boundary in a valid form.
 */
const TOKEN = /^[\w!#$%&'*+.^`|~-]+$/;
const multipartType = (boundary: string) =>
  `multipart/form-data; boundary=${TOKEN.test(boundary) ? boundary : `"${boundary}"`}`;

const multipartEncoding: fc.Arbitrary<MultipartEncoding> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.constant<MultipartEncoding>({
      refuses: false,
      encode: (parts, b) => ({ body: encodeParts(parts, b), contentType: multipartType(b) }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constant<MultipartEncoding>({
      label: 'no boundary',
      refuses: true,
      encode: (parts, b) => ({ body: encodeParts(parts, b), contentType: 'multipart/form-data' }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constant<MultipartEncoding>({
      label: 'wrong boundary',
      refuses: true,
      encode: (parts, b) => ({
        body: encodeParts(parts, b),
        contentType: 'multipart/form-data; boundary=not-the-boundary',
      }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.double({ min: 0.05, max: 0.95, noNaN: true }).map<MultipartEncoding>((share) => ({
      label: 'body cut short',
      refuses: true,
      encode: (parts, b) => {
        const body = encodeParts(parts, b);
        return {
          body: body.subarray(0, Math.floor(body.length * share)),
          contentType: multipartType(b),
        };
      },
    })),
  },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ minLength: 1, maxLength: 2000 }).map<MultipartEncoding>((bytes) => ({
      label: 'garbage body',
      refuses: true,
      encode: (_parts, b) => ({ body: Buffer.from(bytes), contentType: multipartType(b) }),
    })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded')
      .map<MultipartEncoding>((contentType) => ({
        label: 'wrong content type',
        refuses: true,
        encode: (parts, b) => ({ body: encodeParts(parts, b), contentType }),
      })),
  },
  {
    weight: 1,
    arbitrary: fc.constant<MultipartEncoding>({
      label: 'no content type',
      refuses: true,
      encode: (parts, b) => ({ body: encodeParts(parts, b) }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constant<MultipartEncoding>({
      label: 'preamble and epilogue',
      refuses: false,
      encode: (parts, b) => ({
        body: Buffer.concat([
          Buffer.from('this is a preamble\r\n'),
          encodeParts(parts, b),
          Buffer.from('\r\nand an epilogue\r\n'),
        ]),
        contentType: multipartType(b),
      }),
    }),
  },
);

function encodeParts(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const headers: string[] = [];
    if (part.disposition !== null) {
      if (part.disposition !== undefined) headers.push(part.disposition);
      else {
        let line = 'Content-Disposition: form-data';
        if (part.name !== undefined) line += `; name="${quoted(part.name)}"`;
        if (part.filename !== undefined) line += `; filename="${quoted(part.filename)}"`;
        headers.push(line);
      }
    }
    if (part.contentType) headers.push(`Content-Type: ${part.contentType}`);
    else if (part.filename !== undefined) headers.push('Content-Type: application/octet-stream');
    chunks.push(
      Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`, 'utf8'),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** As browsers write names: quotes and line breaks percent-encoded, everything else as is. */
const quoted = (value: string) => value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

function multipartCase(operation: Operation): fc.Arbitrary<FuzzCase> {
  const schema = operation.body!.schema;
  const extensions = acceptedExtensions(operation);
  const valid =
    operation.id === 'submitPermitApplication'
      ? validPermitApplication(schema, extensions)
      : operation.id === 'submitVisaApplication'
        ? validVisaApplication(schema, extensions)
        : validValue(schema, extensions);
  return fc
    .tuple(
      valid,
      someOf(partsMutations(schema)),
      multipartEncoding,
      origin,
      fc.stringMatching(/^[A-Za-z0-9'()+_,.-]{1,60}$/),
    )
    .map(([valid, mutations, encoding, from, boundary]) => {
      let parts: Part[] = [];
      for (const [name, value] of Object.entries(valid as Json)) {
        if (Array.isArray(value)) {
          for (const file of value as FilePart[]) parts.push({ name, filename: file.name, content: file.content });
        } else {
          parts.push({ name, content: Buffer.from(String(value)) });
        }
      }
      const applied: string[] = [];
      for (const mutation of mutations) {
        const mutated = mutation.apply(parts);
        if (mutated) {
          parts = mutated;
          applied.push(mutation.label);
        }
      }
      const { body, contentType } = encoding.encode(parts, `----fuzz${boundary}`);
      const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
      const foreign = from !== undefined && from !== ALLOWED_ORIGIN;
      if (from) headers.origin = from;
      return {
        operation: operation.id,
        mutations: [...applied, ...(encoding.label ? [encoding.label] : []), ...(foreign ? ['foreign origin'] : [])],
        method: operation.method,
        path: operation.template,
        headers,
        body,
        fileNames: parts.flatMap((part) => (part.filename !== undefined ? [part.filename] : [])),
        mustRefuse: foreign || encoding.refuses || partsInvalid(parts, schema),
      };
    });
}

// ---------------------------------------------------------------- operations without a body

/** Percent-encodes the UTF-8 bytes of any text, lone surrogates included (as U+FFFD). */
function percentEncoded(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9_.~-]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

const pathSegment = fc.oneof(
  { weight: 3, arbitrary: fc.stringMatching(/^VS[0-9]{8}[A-Z0-9]{4}$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^PA[0-9]{8}[A-Z0-9]{4}$/) },
  { weight: 2, arbitrary: oddString.map((text) => percentEncoded(text.slice(0, 2000))) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('..', '%2e%2e', '..%2f..%2fetc%2fpasswd', '%00', '%ZZ', '%C3%28', '%FF', 'x'.repeat(33)),
  },
);

const queryValue = fc.oneof(
  { weight: 3, arbitrary: simpleEmail.map(percentEncoded) },
  { weight: 2, arbitrary: oddString.map(percentEncoded) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%ZZ',
      '%00',
      '%C3%28',
      '%FF%FE',
      '%ED%A0%80',
      'a@b.c&email=x@y.z',
      'a%40b.c%00',
      'a@b.c&email[]=x',
    ),
  },
);

function parameterCase(operation: Operation): fc.Arbitrary<FuzzCase> {
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  return fc
    .tuple(
      fc.array(pathSegment, { minLength: 1, maxLength: 1 }),
      fc.record(Object.fromEntries(query.map((parameter) => [parameter.name, queryValue])), { requiredKeys: [] }),
      fc.array(fc.tuple(extraKey.map(percentEncoded), fc.string({ maxLength: 10 }).map(percentEncoded)), {
        maxLength: 2,
      }),
      origin,
    )
    .map(([[segment], values, extra, from]): FuzzCase => {
      const pairs = [...Object.entries(values as Record<string, string>), ...extra];
      const path =
        operation.template.replace(/\{[^}]+\}/g, segment!) +
        (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '');
      const missing = query.filter((parameter) => parameter.required && !(parameter.name in (values as Json)));
      return {
        operation: operation.id,
        mutations: [
          ...(missing.length ? ['missing parameter'] : []),
          ...(extra.length ? ['extra parameter'] : []),
          'odd parameters',
        ],
        method: operation.method,
        path,
        headers: from ? { origin: from } : ({} as Record<string, string>),
        fileNames: [],
        mustRefuse: false,
      };
    });
}

/** Paths and methods the contract does not have: every answer is a 4xx in the Error shape. */
const unknownRoute: fc.Arbitrary<FuzzCase> = fc
  .tuple(
    fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
    fc.oneof(
      fc.constantFrom(
        '/api/contact-message',
        '/api/promo-claim',
        '/api/promo-claim/status',
        '/api/visa-applications',
        '/api/applications',
        '/uploads/',
        '/files/',
        '/data/uploads/files/',
        '/docs/assets/',
        '/docs/assets/..%2f..%2f..%2fdata%2fuploads%2ffiles%2f',
        '/docs/assets/../../../../etc/',
        '/%2e%2e/%2e%2e/etc/',
        '/api/',
        '/',
      ),
    ),
    fc.oneof(
      fc.constant(''),
      fc.stringMatching(/^[a-z0-9-]{1,20}$/),
      oddString.map((text) => percentEncoded(text.slice(0, 500))),
    ),
  )
  .filter(
    ([method, base, tail]) =>
      !templateFor(method, (base + tail).split('?')[0]!) && !(base.startsWith('/docs/assets/') && tail === ''),
  )
  .map(([method, base, tail]): FuzzCase => ({
    operation: 'unknown route',
    mutations: ['unknown route'],
    method,
    path: base + tail,
    headers: method === 'GET' ? {} : ({ 'content-type': 'application/json' } as Record<string, string>),
    ...(method === 'GET' ? {} : { body: Buffer.from('{}') }),
    fileNames: [],
    mustRefuse: true,
  }));

/** Every operation's cases, and unknown routes. */
/** What Node's HTTP parser refuses before any app runs: each must still carry the full header set. */
const headerRefusal: fc.Arbitrary<FuzzCase> = fc
  .oneof(
    fc
      .integer({ min: 17, max: 40 })
      .map((kb) => ['header over 16 KB', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(kb * 1024)}\r\n\r\n`]),
    fc.constant([
      'Content-Length with Transfer-Encoding',
      'POST /api/contact-message HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ]),
    fc.constant(['obs-fold', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n  folded\r\n\r\n']),
    fc.constant(['bare LF', 'GET / HTTP/1.1\nHost: x\n\n']),
    fc.constant(['space before colon', 'GET / HTTP/1.1\r\nHost : x\r\n\r\n']),
  )
  .map(([label, request]) => ({
    operation: 'http',
    mutations: [label!],
    method: 'GET',
    path: '/',
    headers: {},
    fileNames: [],
    mustRefuse: true,
    raw: Buffer.from(request!, 'latin1'),
  }));

export function fuzzCases(only: (operationId: string) => boolean = () => true): fc.Arbitrary<FuzzCase> {
  // Weighted by how much there is to vary: multipart forms most, calls without input least.
  const perOperation = contractOperations()
    .filter((operation) => only(operation.id))
    .map((operation) => {
      if (operation.body?.mediaType === 'application/json') return { weight: 4, arbitrary: jsonCase(operation) };
      if (operation.body?.mediaType === 'multipart/form-data')
        return { weight: 8, arbitrary: multipartCase(operation) };
      return { weight: operation.parameters.length ? 3 : 1, arbitrary: parameterCase(operation) };
    });
  // The routes beyond the contract and the parser's refusals keep at least their share of the run
  // as the contract grows (weights 2 and 1 when it had 27 operations; 6 and 3 at 45).
  const share = Math.max(1, Math.ceil(perOperation.length / 15));
  return fc.oneof(
    ...perOperation,
    { weight: 2 * share, arbitrary: unknownRoute },
    { weight: share, arbitrary: headerRefusal },
  );
}

// ---------------------------------------------------------------- sending and checking

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

export function send(baseUrl: string, fuzzCase: FuzzCase, timeoutMs = 15_000): Promise<FuzzAnswer> {
  if (fuzzCase.raw) return sendRaw(baseUrl, fuzzCase.raw, timeoutMs);
  const url = new URL(baseUrl);
  const began = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: fuzzCase.method,
        // The path goes out byte for byte: no client folds ../ or %2e%2e before the server sees it.
        path: fuzzCase.path,
        agent,
        headers: { ...fuzzCase.headers, ...(fuzzCase.body ? { 'content-length': String(fuzzCase.body.length) } : {}) },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          if (/json/.test(String(response.headers['content-type'])) && text) {
            try {
              body = JSON.parse(text);
            } catch {
              body = text;
            }
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text,
            body,
            ms: performance.now() - began,
          });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(fuzzCase.body);
  });
}

/** Sends bytes on a connection of their own and reads the answer the server writes before it closes. */
function sendRaw(baseUrl: string, request: Buffer, timeoutMs: number): Promise<FuzzAnswer> {
  const url = new URL(baseUrl);
  const began = performance.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const answer = Buffer.concat(chunks).toString('latin1');
      const [head = '', text = ''] = answer.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        text,
        body: jsonOrText(text),
        ms: performance.now() - began,
      });
    });
  });
}

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** docs/security.md: every answer, the parser's refusals included, carries these. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
];

/** Why this answer breaks a guarantee, or undefined when it keeps them all. */
export function violationOf(fuzzCase: FuzzCase, answer: FuzzAnswer, maxAnswerMs: number): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (LEAK.test(answer.text)) return 'the answer shows a stack trace or a server path';
  if (answer.ms > maxAnswerMs) return `answered after ${Math.round(answer.ms)} ms`;
  const missing = SECURITY_HEADERS.filter((name) => answer.headers[name] === undefined);
  if (missing.length) return `a ${answer.status} without ${missing.join(', ')}`;
  if (fuzzCase.raw && answer.status !== 400 && answer.status !== 431) return `answered ${answer.status} to broken HTTP`;
  // Express routes are not strict: one trailing slash names the same route (an empty id turns
  // /api/staff/contact-messages/{id} into the list's /api/staff/contact-messages/).
  const pathname = fuzzCase.path.split('?')[0]!.replace(/(.)\/$/, '$1');
  const documented = templateFor(fuzzCase.method, pathname) !== undefined;
  if (answer.status >= 400) {
    if (!/^application\/json/.test(String(answer.headers['content-type'])))
      return `a ${answer.status} without a JSON body`;
    const wrongShape = errorSchemaViolation(answer.body);
    if (wrongShape) return `a ${answer.status} not in the Error shape: ${wrongShape}`;
    // Refused before routing (an oversized URL or malformed HTTP): no operation documents these.
    if (answer.status === 431 || fuzzCase.raw || !documented) return undefined;
  } else if (!documented || fuzzCase.mustRefuse) {
    return `accepted (${answer.status}) a request it must refuse`;
  }
  const contentType = typeof answer.headers['content-type'] === 'string' ? answer.headers['content-type'] : null;
  return checkAgainstContract(fuzzCase.method, pathname, answer.status, contentType, answer.body)?.message;
}

/** The files in UPLOAD_DIR/files whose names were not made by the server. */
async function clientNamedFiles(uploadDir: string): Promise<string[]> {
  const names = await readdir(path.join(uploadDir, 'files')).catch(() => [] as string[]);
  return names.filter((name) => !STORED_NAME.test(name));
}

const describeCase = (fuzzCase: FuzzCase) =>
  `${fuzzCase.method} ${fuzzCase.path.slice(0, 200)} [${fuzzCase.operation}: ${fuzzCase.mutations.join(', ') || 'valid'}] ` +
  `headers ${JSON.stringify(fuzzCase.headers)} body ${fuzzCase.body ? JSON.stringify(fuzzCase.body.subarray(0, 300).toString('latin1')) : 'none'}`;

/**
 * Runs `numRuns` cases against the API at `baseUrl` with fast-check (fixed seed: a failure
 * names the seed and the path to replay it), then proves the API still answers GET / quickly.
 */
export async function runFuzz(baseUrl: string, options: FuzzOptions): Promise<FuzzReport> {
  const maxAnswerMs = options.maxAnswerMs ?? 5_000;
  const report: FuzzReport = {
    cases: 0,
    seed: options.seed,
    statuses: {},
    operations: {},
    mutations: {},
    slowestMs: 0,
  };
  await fc.assert(
    fc.asyncProperty(fuzzCases(options.operations), async (generated) => {
      // The case's own headers win: a mutation of the cookie or the token stays a mutation.
      const fuzzCase =
        options.session && !generated.raw
          ? { ...generated, headers: { ...(await options.session()), ...generated.headers } }
          : generated;
      const answer = await send(baseUrl, fuzzCase);
      const violation = violationOf(fuzzCase, answer, maxAnswerMs);
      if (violation)
        throw new Error(
          `${violation}\n  request: ${describeCase(fuzzCase)}\n  answer: ${answer.status} ${answer.text.slice(0, 500)}`,
        );
      if (answer.status < 300) {
        const clientNamed = options.uploadDir ? await clientNamedFiles(options.uploadDir) : [];
        if (clientNamed.length)
          throw new Error(
            `files stored under names the server did not make: ${clientNamed.join(', ')}\n  request: ${describeCase(fuzzCase)}`,
          );
        await options.afterAccepted?.(fuzzCase, answer);
      }
      report.cases += 1;
      report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
      const operation = (report.operations[fuzzCase.operation] ??= { cases: 0, accepted: 0 });
      operation.cases += 1;
      if (answer.status < 300) operation.accepted += 1;
      for (const mutation of fuzzCase.mutations) report.mutations[mutation] = (report.mutations[mutation] ?? 0) + 1;
      report.slowestMs = Math.max(report.slowestMs, answer.ms);
    }),
    { numRuns: options.numRuns, seed: options.seed },
  );
  const health = await send(baseUrl, {
    operation: 'getHealth',
    mutations: [],
    method: 'GET',
    path: '/',
    headers: {},
    fileNames: [],
    mustRefuse: false,
  });
  if (health.status !== 200 || health.ms > 2_000) {
    throw new Error(`after ${report.cases} cases GET / answered ${health.status} in ${Math.round(health.ms)} ms`);
  }
  return report;
}
