import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { drained, sheetDestinations } from './xlsx-back-pressure.js';

describe('XLSX back-pressure', () => {
  it("holds the sheet's writer while nobody reads the workbook, and lets it finish once read", async () => {
    const out = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet('rows');
    const batches = 100;
    let written = 0;
    const writing = (async () => {
      for (; written < batches; written++) {
        // Random text, so the compressor cannot shrink it to nothing: 100 rows of 1 KiB each.
        for (let row = 0; row < 100; row++) sheet.addRow([randomBytes(512).toString('hex')]).commit();
        await drained(sheetDestinations(sheet));
        await drained([out]);
      }
      sheet.commit();
      await workbook.commit();
    })();
    await sleep(300);
    expect(sheetDestinations(sheet)).toHaveLength(1);
    // 10 MiB of rows: without waiting, all of them are written (and held in memory) by now.
    expect(written).toBeLessThan(batches / 2);
    let bytes = 0;
    out.on('data', (chunk: Buffer) => (bytes += chunk.length));
    await writing;
    expect(written).toBe(batches);
    expect(bytes).toBeGreaterThan(batches * 100 * 512);
  });
});
