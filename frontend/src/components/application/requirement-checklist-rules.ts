/** One line of the apply modal's checklist: a required document and the file that covers it. */
export interface ChecklistRow {
  requirement: string;
  /** The name of the file taken to cover it, or null while none does. */
  file: string | null;
}

/** Words of four letters or more, lower-cased: "Passport (valid 6 months)" → passport, valid, months. */
function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length >= 4),
  );
}

/**
 * Which file covers which required document (issue 21, docs/decisions.md 73). The files carry no
 * label, so the checklist guesses as a clerk would: a file whose name shares a word with a
 * requirement ("passport-scan.pdf", "Passport …") covers that one; every other file covers the
 * next requirement still open, in the list's order. The rows name the file, so the guess is
 * visible; files beyond the list cover nothing more.
 */
export function coverRequirements(requirements: readonly string[], fileNames: readonly string[]): ChecklistRow[] {
  const rows: ChecklistRow[] = requirements.map((requirement) => ({ requirement, file: null }));
  const requirementWords = requirements.map(words);
  const unmatched: string[] = [];
  for (const name of fileNames) {
    const own = words(name.replace(/\.[^.]+$/, ''));
    const match = rows.findIndex(
      (row, index) => row.file === null && [...own].some((word) => requirementWords[index]!.has(word)),
    );
    if (match === -1) unmatched.push(name);
    else rows[match]!.file = name;
  }
  for (const name of unmatched) {
    const open = rows.find((row) => row.file === null);
    if (!open) break;
    open.file = name;
  }
  return rows;
}
