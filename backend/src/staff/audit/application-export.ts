import { PassThrough, Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import type { ApplicationStatus } from '@cipta/domain/application-status';
import type { Language } from '@cipta/domain/constants';
import ExcelJS from 'exceljs';
import { ApplicationQueueRepository, type QueueSort } from '../cases/application-queue.repository.js';
import { ApplicationQueueService, type QueueRow } from '../cases/application-queue.service.js';
import { type ChecklistFile, documentChecklist } from '../cases/document-checklist.js';
import type { QueueContext, QueueFilter } from '../cases/queue-filter.js';
import { serviceOrder } from '../cases/queue-services.js';
import { StaffAudit } from '../common/staff-audit.js';
import type { ActiveSession } from '../common/staff-sessions.js';
import type { Schemas } from '../../common/api-types.js';
import { CSV_START, type CsvSeparator, csvLine } from './csv.js';
import { drained, sheetDestinations } from './xlsx-back-pressure.js';
import {
  EXPORT_COLUMNS,
  type ExportRow,
  type ExportValue,
  SHEET_NAME,
  YES_NO,
  jakartaDay,
  jakartaText,
  jakartaWallClock,
} from './export-columns.js';

/** The most rows one export holds; a larger queue is exported in parts by date. */
export const EXPORT_LIMIT = 250_000;
/** IDs read at a time while an export is prepared. */
const ID_PAGE = 10_000;

/**
 * Rows read from the database at a time: the export never holds more (issue 27). issue 31: 100,
 * not 500: a chunk's rows outlived the young generation's collections and piled up in the old one
 * (a CSV of 100,000 rows grew the API by 87 MB at 500, 27 MB at 100).
 */
const CHUNK = 100;

export type ExportFormat = 'csv' | 'xlsx';

/** An export about to be written: the matching IDs in order (read first), and what it needs. */
export interface PreparedExport {
  ids: string[];
  context: QueueContext;
  language: Language;
  fileName: string;
}

/**
 * The filtered queue as a file (product §10.3, issue 27): CSV (comma or semicolon) or XLSX, in the
 * staff member's language. The IDs are read first (the count is audited before a byte is sent);
 * the rows follow in chunks, each read when the client has taken the one before, so neither the
 * rows nor the file ever sit whole in memory, and the database is free between chunks.
 */
@Injectable()
export class ApplicationExport {
  constructor(
    private readonly queueRows: ApplicationQueueRepository,
    private readonly queue: ApplicationQueueService,
    private readonly audit: StaffAudit,
  ) {}

  async prepare(
    request: { filter: QueueFilter; sort: QueueSort; format: ExportFormat; language: Language },
    staff: ActiveSession,
    clientAddress: string | undefined,
    audited: boolean,
  ): Promise<PreparedExport> {
    const { filter, sort, format, language } = request;
    const context = this.queue.context(staff);
    // The IDs a page of 10,000 at a time (issue 31): read as one result of 100,000 rows, the
    // driver's parsing of it alone grew the API by tens of megabytes (on PostgreSQL).
    const ids: string[] = [];
    while (ids.length < EXPORT_LIMIT) {
      const limit = Math.min(ID_PAGE, EXPORT_LIMIT - ids.length);
      const page = await this.queueRows.ids(filter, sort, serviceOrder(language), context, limit, ids.length);
      ids.push(...page);
      if (page.length < limit) break;
    }
    if (audited) {
      await this.audit.record({
        actorId: staff.user.id,
        action: 'applications-exported',
        clientAddress,
        details: { count: ids.length, format, ...(filter.status ? { status: filter.status } : {}) },
      });
    }
    return { ids, context, language, fileName: `applications-${jakartaDay(context.now)}.${format}` };
  }

  /** The rows in the IDs' order, a chunk at a time. */
  private async *chunks({ ids, context, language }: PreparedExport): AsyncGenerator<ExportRow[]> {
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = ids.slice(start, start + CHUNK);
      const [rows, files] = await Promise.all([this.queueRows.byIds(chunk), this.queueRows.documentsOf(chunk)]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const filesOf = new Map<string, typeof files>();
      for (const file of files) filesOf.set(file.application_id, [...(filesOf.get(file.application_id) ?? []), file]);
      yield chunk.flatMap((id) => {
        const row = byId.get(id);
        return row ? [exportRow(row, this.queue.item(row, context.now, language), filesOf.get(id) ?? [])] : [];
      });
    }
  }

  csv(prepared: PreparedExport, separator: CsvSeparator): Readable {
    const { language } = prepared;
    const chunks = this.chunks(prepared);
    return Readable.from(
      (async function* () {
        yield (
          CSV_START +
          csvLine(
            EXPORT_COLUMNS.map((column) => column.header[language]),
            separator,
          )
        );
        for await (const rows of chunks) {
          yield rows
            .map((row) =>
              csvLine(
                EXPORT_COLUMNS.map((column) => csvText(column.value(row, language), language)),
                separator,
              ),
            )
            .join('');
        }
      })(),
      { objectMode: false },
    );
  }

  xlsx(prepared: PreparedExport): Readable {
    const out = new PassThrough();
    void this.writeWorkbook(prepared, out).catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  private async writeWorkbook(prepared: PreparedExport, out: PassThrough): Promise<void> {
    const { language } = prepared;
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(SHEET_NAME[language], { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = EXPORT_COLUMNS.map((column) => ({
      header: column.header[language],
      width: column.width,
      // Phone and passport numbers stay text when edited (no lost leading zero, no 6.28E+12).
      ...(column.text ? { style: { numFmt: '@' } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const rows of this.chunks(prepared)) {
      for (const row of rows) {
        sheet.addRow(EXPORT_COLUMNS.map((column) => xlsxCell(column.value(row, language), language))).commit();
      }
      // Wait while the client has not taken what was written: memory stays bounded.
      await drained(sheetDestinations(sheet));
      await drained([out]);
    }
    sheet.commit();
    await workbook.commit();
  }
}

function csvText(value: ExportValue, language: Language): string | number {
  if ('text' in value) return value.text;
  if ('at' in value) return jakartaText(value.at);
  if ('number' in value) return value.number;
  return value.yes ? YES_NO[language].yes : YES_NO[language].no;
}

function xlsxCell(value: ExportValue, language: Language): ExcelJS.CellValue {
  if ('text' in value) return value.text;
  if ('at' in value) return jakartaWallClock(value.at);
  if ('number' in value) return value.number;
  return value.yes ? YES_NO[language].yes : YES_NO[language].no;
}

/** What the documents received are: how many, of which types (never the applicant's file names). */
function documentsReceived(files: ReadonlyArray<{ media_type: string }>): string {
  if (!files.length) return '0';
  const types = [...new Set(files.map((file) => MEDIA_TYPE_NAMES[file.media_type] ?? file.media_type))];
  return `${files.length}: ${types.join(', ')}`;
}

const MEDIA_TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
};

function exportRow(
  row: QueueRow,
  item: Schemas['StaffApplicationQueueItem'],
  files: ReadonlyArray<ChecklistFile & { media_type: string }>,
): ExportRow {
  const checklist = documentChecklist(row.service_key, files);
  let details: Record<string, unknown> = {};
  try {
    details = JSON.parse(row.details) as Record<string, unknown>;
  } catch {
    // An erased row's details are empty.
  }
  const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    passport: textOf(details.passport),
    nationality: textOf(details.nationality),
    kind: row.kind,
    service: item.service.title,
    price: row.service_price ?? '',
    status: row.status as ApplicationStatus,
    statusChangedAt: row.status_changed_at,
    overdue: item.overdue,
    needsAttention: row.attention_since !== null,
    assignee: row.assignee_name ?? '',
    submittedAt: row.submitted_at,
    updatedAt: row.updated_at,
    documentsReceived: documentsReceived(files),
    documentsMissing:
      checklist?.requirements.filter((requirement) => !requirement.documentIds.length).map(({ label }) => label) ??
      null,
  };
}
