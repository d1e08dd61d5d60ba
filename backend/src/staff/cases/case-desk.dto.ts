import { IsOptional } from 'class-validator';
import type { Schemas } from '../../common/api-types.js';
import { EmailAddress, PersonName, PhoneNumber, RequiredText } from '../../common/field-rules.js';

type NoteRequest = Schemas['StaffNoteRequest'];
type ContactCorrectionRequest = Schemas['StaffContactCorrectionRequest'];
type ReopenRequest = Schemas['StaffReopenRequest'];

/** A note, a reason or a message to the applicant: the same bound as the status change's notes. */
export const CASE_TEXT_MAX = 2000;

/** issue 27: an internal note, without a status change; staff only. */
export class CaseNoteDto implements NoteRequest {
  @RequiredText(CASE_TEXT_MAX) body!: string;
}

/** issue 27: the applicant's contact details corrected, each field as the visitor forms check it. */
export class ContactCorrectionDto implements ContactCorrectionRequest {
  @IsOptional() @PersonName() fullName?: string;
  @IsOptional() @EmailAddress() email?: string;
  @IsOptional() @PhoneNumber() phone?: string;
  @RequiredText(CASE_TEXT_MAX) reason!: string;
}

/** decision 160: an admin reopens a closed application; the reason stays with staff, the note goes to the applicant. */
export class ReopenDto implements ReopenRequest {
  @RequiredText(CASE_TEXT_MAX) reason!: string;
  @RequiredText(CASE_TEXT_MAX) note!: string;
}
