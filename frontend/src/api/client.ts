import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@cipta/domain/contract';
import { reportUnauthorized } from './unauthorized';

/** product §7: the base address comes from the build's environment, else the production host. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL || 'https://api.example.com';

/** product §6: a bearer token, when one is stored, goes with every call. */
export const TOKEN_STORAGE_KEY = 'token';

export const authMiddleware: Middleware = {
  onRequest({ request }) {
    const token = window.localStorage.getItem(TOKEN_STORAGE_KEY);
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ response }) {
    // product §8: any 401 removes the stored token and sends the visitor to /login.
    if (response.status === 401) {
      window.localStorage.removeItem(TOKEN_STORAGE_KEY);
      reportUnauthorized();
    }
    return response;
  },
};

/** product §11.2: every request says the page's language, so the API writes to the visitor in it. */
export function visitorLanguage(): 'en' | 'id' {
  return document.documentElement.lang === 'en' ? 'en' : 'id';
}

export const languageMiddleware: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept-Language', visitorLanguage());
    return request;
  },
};

export function createApiClient(baseUrl = API_BASE_URL, fetchImpl?: typeof fetch) {
  const client = createClient<paths>({
    baseUrl,
    credentials: 'include',
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  client.use(authMiddleware, languageMiddleware);
  return client;
}

/** The one client of the app. */
export const api = createApiClient();
