import { test as base, expect } from '@playwright/test';

/**
 * Every journey fails on a console error or an uncaught exception in the page, unless the
 * test expects that error (a refused request it provoked, say) and lists it. Give several
 * patterns as one alternation (`[/a|b/]`): `test.use` reads `[/a/, /b/]` as [value, options].
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !allowedConsoleErrors.some((pattern) => pattern.test(message.text()))) {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await use(page);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

export { expect };
