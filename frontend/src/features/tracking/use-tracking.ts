import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type createApiClient } from '../../api/client';
import type { components } from '@cipta/domain/contract';

export type TrackedApplication = components['schemas']['ApplicationStatus'];
export type ApplicationStatusCode = components['schemas']['ApplicationStatusCode'];
export type ApplicationKind = components['schemas']['ApplicationKind'];

export interface TrackingQuery {
  id: string;
  email: string;
}

/** Why a lookup failed, as a code; the screen writes the message (tracking:errors.<code>). */
export type TrackingError = 'invalid' | 'rateLimited' | 'failed';

export type TrackingOutcome =
  { kind: 'found'; application: TrackedApplication } | { kind: 'notFound' } | { kind: 'error'; error: TrackingError };

export type TrackingState = { kind: 'idle' } | { kind: 'loading' } | TrackingOutcome;

type ApiClient = ReturnType<typeof createApiClient>;

/** An HTTP status that is not 200 or 404, as the error the visitor is told about. */
function errorOf(status: number): TrackingError {
  if (status === 400) return 'invalid';
  if (status === 429) return 'rateLimited';
  return 'failed';
}

/**
 * GET /api/applications/{id}?email=: 200 is the application; 404 means the ID and e-mail do
 * not both match (the API never says which, DESIGN 6); anything else, or no answer, is an error.
 */
export async function trackApplication(
  client: ApiClient,
  query: TrackingQuery,
  signal?: AbortSignal,
): Promise<TrackingOutcome> {
  try {
    const { data, response } = await client.GET('/api/applications/{id}', {
      params: { path: { id: query.id }, query: { email: query.email } },
      signal,
    });
    if (data) return { kind: 'found', application: data };
    return response.status === 404 ? { kind: 'notFound' } : { kind: 'error', error: errorOf(response.status) };
  } catch {
    return { kind: 'error', error: 'failed' };
  }
}

/** The tracking request and its states; only the latest lookup's answer counts. */
export function useTracking(client: ApiClient = api) {
  const [state, setState] = useState<TrackingState>({ kind: 'idle' });
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  const track = useCallback(
    async (query: TrackingQuery): Promise<TrackingOutcome | null> => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      setState({ kind: 'loading' });
      const outcome = await trackApplication(client, query, controller.signal);
      if (controller.signal.aborted) return null;
      pending.current = null;
      setState(outcome);
      return outcome;
    },
    [client],
  );

  return { state, track } as const;
}
