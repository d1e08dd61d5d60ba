/** The reset secret the journeys' API runs with; a test proves it never reaches the bundle. */
export const E2E_RESET_SECRET = 'e2e-reset-secret';
