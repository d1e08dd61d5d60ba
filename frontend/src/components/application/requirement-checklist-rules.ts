import { OTHER_REQUIREMENT, type Requirement } from '@cipta/domain/catalogue';

/** A file the form holds; `answers` when its picker is one document's own (a KITAP card's file). */
export interface HeldFile {
  name: string;
  answers?: string;
}

/** One line of the apply modal's checklist: a required document and the file that covers it. */
export interface ChecklistRow {
  requirement: Requirement;
  /** The name of the file taken to cover it, or null while none does. */
  file: string | null;
}

/** Words of four letters or more, lower-cased: "Passport (valid 6 months)" → passport, valid, months. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 4);
}

/** A requirement's words in both languages, so the guess does not change with the page's language. */
const labelWords = ({ label }: Requirement) => new Set([...words(label.en), ...words(label.id)]);

/**
 * Which file covers which required document (issue 21, docs/decisions.md 74), as the index of
 * each requirement's file or -1. A file of a document's own picker covers that document; other
 * files carry no label, so the guess is a clerk's: a file whose name shares a word with a
 * requirement ("passport-scan.pdf", "Passport …") covers that one; every other file covers the
 * next requirement still open, in the list's order. Files beyond the list cover nothing more.
 */
function coveringFiles(requirements: readonly Requirement[], files: readonly HeldFile[]): number[] {
  const covering = requirements.map(() => -1);
  const firstOpen = (fits: (requirement: Requirement, index: number) => boolean) =>
    requirements.findIndex((requirement, index) => covering[index] === -1 && fits(requirement, index));
  const requirementWords = requirements.map(labelWords);
  const unmatched: number[] = [];
  files.forEach((file, fileIndex) => {
    if (file.answers === undefined) return;
    const own = firstOpen((requirement) => requirement.id === file.answers);
    if (own !== -1) covering[own] = fileIndex;
  });
  files.forEach((file, fileIndex) => {
    if (file.answers !== undefined) return;
    const own = words(file.name.replace(/\.[^.]+$/, ''));
    const match = firstOpen((_, index) => own.some((word) => requirementWords[index]!.has(word)));
    if (match === -1) unmatched.push(fileIndex);
    else covering[match] = fileIndex;
  });
  for (const fileIndex of unmatched) {
    const open = firstOpen(() => true);
    if (open === -1) break;
    covering[open] = fileIndex;
  }
  return covering;
}

/** The checklist's lines: each requirement, and the name of the file that covers it. */
export function coverRequirements(requirements: readonly Requirement[], files: readonly HeldFile[]): ChecklistRow[] {
  const covering = coveringFiles(requirements, files);
  return requirements.map((requirement, index) => ({
    requirement,
    file: files[covering[index]!]?.name ?? null,
  }));
}

/**
 * issue 29: the requirement id each file answers, in the files' order, as the checklist shows it
 * (docs/api.md `documentRequirements`): a file that covers no line is `other`.
 */
export function requirementsOfFiles(requirements: readonly Requirement[], files: readonly HeldFile[]): string[] {
  const covering = coveringFiles(requirements, files);
  return files.map((file, fileIndex) => {
    const covered = covering.indexOf(fileIndex);
    return file.answers ?? (covered === -1 ? OTHER_REQUIREMENT : requirements[covered]!.id);
  });
}

/**
 * issue 28: the required document a file's name speaks of ("sponsor-letter.pdf" → the sponsor
 * letter), else `other`: tracking's first guess, which the applicant confirms or changes. Unlike
 * the apply modal's checklist there is no "next on the list" fallback: the agency's note may ask
 * for something the list does not hold.
 */
export function requirementNamedBy(requirements: readonly Requirement[], fileName: string): string {
  const own = words(fileName.replace(/\.[^.]+$/, ''));
  const named = requirements.find((requirement) => own.some((word) => labelWords(requirement).has(word)));
  return named?.id ?? OTHER_REQUIREMENT;
}
