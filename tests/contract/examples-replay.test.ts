import { describe, expect, it } from 'vitest';
import { contractOperations, exampleRequest, expectedStatus, replayedOperations } from '../examples/replay.js';

// issue 30: `npm run examples` (run after Vitest in `npm test`) replays every operation; this
// says at once, without an API, when an operation was added to openapi.yaml without its step.
describe('the example replay', () => {
  it('has one step for every operation of openapi.yaml, and none for an operation it lacks', () => {
    const replayed = replayedOperations();
    expect(new Set(replayed).size, 'an operation replayed twice').toBe(replayed.length);
    expect([...replayed].sort()).toEqual([...contractOperations()].sort());
  });

  it("sends an operation's examples: path, query, headers and body", () => {
    const tracking = exampleRequest('GET /api/applications/{id}');
    expect(tracking.path.id).toMatch(/^VS\d{8}[A-Z0-9]{4}$/);
    expect(tracking.query.email).toContain('@');
    const visa = exampleRequest('POST /api/visa-applications');
    expect(visa.mediaType).toBe('multipart/form-data');
    expect(visa.headers['accept-language']).toBeDefined();
    // the tracking example asks for the application the submission example files
    expect(visa.body).toMatchObject({ submissionId: tracking.path.id, email: tracking.query.email });
  });

  it("expects each operation's documented success", () => {
    expect(expectedStatus('POST /api/contact-message')).toBe(201);
    expect(expectedStatus('DELETE /api/staff/session')).toBe(204);
  });
});
