import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from './testing/contract.js';
import { startTestApi, type TestApi } from './testing/test-app.js';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every route the running API serves, as "METHOD /path/{param}". */
function servedRoutes(api: TestApi): string[] {
  const express = api.app.nest.getHttpAdapter().getInstance();
  const layers = express.router.stack as unknown as RouteLayer[];
  return layers
    .filter((layer) => layer.route)
    .flatMap((layer) =>
      Object.keys(layer.route!.methods)
        .filter((method) => method !== '_all')
        .map((method) => `${method.toUpperCase()} ${layer.route!.path.replace(/:(\w+)/g, '{$1}')}`),
    );
}

function documentedRoutes(): string[] {
  return Object.entries(openApiDocument.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => HTTP_METHODS.includes(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('the routes the API serves and the operations openapi.yaml documents', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite');
  });
  afterAll(() => api?.close());

  it('are the same set: nothing served undocumented, nothing documented unserved', () => {
    expect(new Set(servedRoutes(api))).toEqual(new Set(documentedRoutes()));
  });
});
