import { API_BASE_URL, TOKEN_STORAGE_KEY, visitorLanguage } from './client';
import { reportUnauthorized } from './unauthorized';

/** The server's answer to an upload: its status and its body as JSON (null when it is not JSON). */
export interface UploadAnswer {
  status: number;
  body: unknown;
}

/** The call itself failed: no answer arrived (network, aborted, blocked). */
export class UploadFailed extends Error {
  constructor(readonly reason: 'network' | 'aborted' | 'timeout') {
    super(`upload ${reason}`);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POSTs a multipart form to the API with XMLHttpRequest, because fetch cannot report upload
 * progress. Same rules as the client (product §6/§7/§8): credentials, the stored bearer token,
 * and a 401 removes the token and sends the visitor to /login. `onProgress` gets 0..1.
 */
export function postMultipart(
  path: string,
  formData: FormData,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
  baseUrl: string = API_BASE_URL,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${baseUrl}${path}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', visitorLanguage());
    const token = window.localStorage.getItem(TOKEN_STORAGE_KEY);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status === 401) {
        window.localStorage.removeItem(TOKEN_STORAGE_KEY);
        reportUnauthorized();
      }
      resolve({ status: request.status, body: parseJson(request.responseText) });
    });
    request.addEventListener('error', () => reject(new UploadFailed('network')));
    request.addEventListener('abort', () => reject(new UploadFailed('aborted')));
    request.addEventListener('timeout', () => reject(new UploadFailed('timeout')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    request.send(formData);
  });
}
