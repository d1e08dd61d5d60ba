import type { TrackedApplication } from './use-tracking';

// Answers of GET /api/applications/{id} for the tests (openapi.yaml's example and a later stage).

export const processingVisa: TrackedApplication = {
  id: 'VS45678901K3Q9',
  kind: 'visa',
  service: { title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' },
  status: 'processing',
  submittedAt: '2026-11-21T09:30:00.000Z',
  updatedAt: '2026-11-21T09:30:00.000Z',
  history: [{ status: 'processing', at: '2026-11-21T09:30:00.000Z' }],
  documents: [{ name: 'passport.pdf', receivedAt: '2026-11-21T09:30:00.000Z' }],
};

export const approvedVisa: TrackedApplication = {
  ...processingVisa,
  status: 'approved',
  updatedAt: '2026-11-25T08:00:00.000Z',
  history: [
    { status: 'processing', at: '2026-11-21T09:30:00.000Z' },
    { status: 'documents-requested', at: '2026-11-22T10:00:00.000Z' },
    { status: 'approved', at: '2026-11-25T08:00:00.000Z' },
  ],
};

/** A permit without a price. */
export const processingPermit: TrackedApplication = {
  ...processingVisa,
  id: 'PA95276032HAJS',
  kind: 'stay-permit',
  service: { title: 'E33G Remote Worker KITAS' },
};
