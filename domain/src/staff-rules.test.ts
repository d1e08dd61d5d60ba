import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from './contract/schema.js';
import {
  PASSWORD_SUGGESTIONS,
  PASSWORD_WARNINGS,
  type PasswordSuggestion,
  type PasswordWarning,
  STAFF_AUDIT_ACTIONS,
  type StaffAuditAction,
} from './staff-rules.js';

describe('the audit actions (product §10.3)', () => {
  it('are the contract’s, each once', () => {
    // Checked by tsc (npm test runs it on the tests too): the list and openapi.yaml's enum agree both ways.
    expectTypeOf<StaffAuditAction>().toEqualTypeOf<components['schemas']['StaffAuditAction']>();
    expect(new Set(STAFF_AUDIT_ACTIONS).size).toBe(STAFF_AUDIT_ACTIONS.length);
  });
});

describe('the password feedback codes (issue 28)', () => {
  it('are the contract’s, each once', () => {
    expectTypeOf<PasswordWarning>().toEqualTypeOf<components['schemas']['PasswordWarning']>();
    expectTypeOf<PasswordSuggestion>().toEqualTypeOf<components['schemas']['PasswordSuggestion']>();
    expect(new Set(PASSWORD_WARNINGS).size).toBe(PASSWORD_WARNINGS.length);
    expect(new Set(PASSWORD_SUGGESTIONS).size).toBe(PASSWORD_SUGGESTIONS.length);
  });
});
