import { describe, expect, it } from 'vitest';
import { exampleViolations } from './testing/contract.js';

// issue 30: every example of openapi.yaml validates against the schema beside it, with the same
// validator (JSON Schema 2020-12, Unicode patterns) that checks the API's real answers.
describe("openapi.yaml's examples", () => {
  const checked = exampleViolations();

  it('are many: requests, answers and parameters', () => {
    expect(checked.size).toBeGreaterThan(150);
  });

  it('each match their schema', () => {
    expect(
      [...checked].filter(([, violation]) => violation).map(([where, violation]) => `${where}: ${violation}`),
    ).toEqual([]);
  });
});
