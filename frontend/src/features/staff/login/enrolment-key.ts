/** issue 28: a TOTP key cut into groups of four, as a person reads it aloud or types it. */
export function keyGroups(secret: string): string[] {
  return secret.match(/.{1,4}/g) ?? [];
}

/**
 * The recovery-code file (issue 28): named after the site and the account, and saying in its
 * first lines what it is, so a person who finds it later knows which account it unlocks.
 */
export function recoveryCodesFile(
  codes: readonly string[],
  email: string,
  site: string,
  words: { title: string; site: string; use: string },
): { name: string; text: string } {
  const safeEmail = email.replace(/[^\w.@+-]+/g, '_');
  return {
    name: `cipta-visa-recovery-codes-${safeEmail}.txt`,
    text: [words.title, words.site, words.use, '', ...codes, ''].join('\n'),
  };
}
