import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

// A ZIP archive made while it is read (fflate's streaming Zip): each entry's bytes pass through
// as they arrive, and the generator only moves on when the reader asks for more, so memory
// holds one chunk of one entry, whatever the archive's size.

export interface ZipEntry {
  /** The path inside the archive, with `/` between folders. */
  name: string;
  data: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
  /** Deflate it (text); documents (PDF, JPEG, PNG) are compressed already and are stored. */
  compress?: boolean;
}

export async function* zipStream(entries: AsyncIterable<ZipEntry>, modified = new Date()): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  // fflate calls back synchronously from push() with the bytes it made.
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* take(): Generator<Uint8Array> {
    if (failure) throw failure;
    yield* ready.splice(0);
  }
  for await (const entry of entries) {
    const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
    file.mtime = modified;
    zip.add(file);
    for await (const chunk of entry.data) {
      file.push(chunk);
      yield* take();
    }
    file.push(new Uint8Array(0), true);
    yield* take();
  }
  zip.end();
  yield* take();
}
