import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/config.js';
import { startTestApi, type TestApi } from '../testing/test-app.js';

describe('the API reference', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite');
  });
  afterAll(() => api?.close());

  it('serves openapi.yaml as it is in the repository', async () => {
    const answer = await api.request('GET', '/openapi.yaml');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(await readFile(path.join(REPO_ROOT, 'openapi.yaml'), 'utf8'));
  });

  it('renders it at /docs from the API’s own files, with no inline script and no other host', async () => {
    const answer = await api.request('GET', '/docs');
    expect(answer.status).toBe(200);
    const scripts = [...String(answer.body).matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(inline!.trim()).toBe('');
      expect(attributes).toMatch(/src="\/docs\/assets\//);
    }
    expect(answer.body).not.toMatch(/https?:\/\//);
    expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'self'/);

    for (const asset of ['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js']) {
      const response = await fetch(`${api.baseUrl}/docs/assets/${asset}`);
      expect(response.status, asset).toBe(200);
    }
    const initializer = await (await fetch(`${api.baseUrl}/docs/assets/swagger-initializer.js`)).text();
    expect(initializer).toContain("url: '/openapi.yaml'");
  });

  it('serves none of swagger-ui-dist beyond the files the page loads', async () => {
    for (const other of [
      'package.json',
      'swagger-ui-bundle.js.map',
      'swagger-ui.css.map',
      'index.html',
      'swagger-ui.js',
      'README.md',
      '%2e%2e/package.json',
      'SWAGGER-UI.CSS',
    ]) {
      expect((await fetch(`${api.baseUrl}/docs/assets/${other}`)).status, other).toBe(404);
    }
  });
});
