import { EventEmitter, once } from 'node:events';
import type ExcelJS from 'exceljs';

// issue 31: back-pressure for ExcelJS's streaming workbook writer.

/** A writable stream of Node's or of the `readable-stream` package (which archiver uses). */
type Destination = EventEmitter & {
  writableNeedDrain?: boolean;
  destroyed?: boolean;
  _writableState?: { needDrain?: boolean };
};

/**
 * Where ExcelJS sends the sheet's XML: its sheet buffer (a `StreamBuf`) writes each 64 KiB batch
 * to the zip entry's stream without looking at `write()`'s answer, so a full `out` held back only
 * the compressed end and the XML piled up before the compressor (issue 31: 97–141 MB for 100,000
 * rows). That entry stream is piped, with back-pressure, through the compressor to `out`, so
 * waiting for its 'drain' waits for the client. Empty until the zip starts reading the sheet.
 */
export function sheetDestinations(sheet: ExcelJS.Worksheet): Destination[] {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown } }).stream?.pipes;
  return Array.isArray(pipes) ? pipes.filter((pipe): pipe is Destination => pipe instanceof EventEmitter) : [];
}

/** Whether the stream holds more than its high-water mark (archiver's streams lack `writableNeedDrain`). */
const needsDrain = (stream: Destination) =>
  !stream.destroyed && (stream.writableNeedDrain ?? stream._writableState?.needDrain ?? false);

/** Resolves once none of these streams holds more than its high-water mark (or it has closed). */
export async function drained(streams: Destination[]): Promise<void> {
  for (const stream of streams) {
    if (needsDrain(stream)) await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
  }
}
