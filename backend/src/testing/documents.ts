import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';

// Small real documents for upload tests: each starts with the bytes its type really has.

export const pdf = (text = 'test document', padTo = 0) => {
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\n`;
  return pad(Buffer.from(body), padTo, Buffer.from('\n%%EOF\n'));
};

export const png = () =>
  Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082',
    'hex',
  );

export const jpeg = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(200, 0x20),
    Buffer.from([0xff, 0xd9]),
  ]);

/** A Word 97 document is an OLE compound file. */
export const doc = () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);

/**
 * A zip whose first entry is word/document.xml (stored, not compressed), but not a .docx:
 * it has no [Content_Types].xml, so file-type sees a plain zip and the API refuses it;
 * use docx() for a .docx the API accepts.
 */
export const plainZip = () => {
  const name = Buffer.from('word/document.xml');
  const data = Buffer.from('<?xml version="1.0"?><w:document/>');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, data]);
};

/** A Linux executable: what a renamed program looks like. */
export const elf = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512)]);

function pad(start: Buffer, size: number, end: Buffer): Buffer {
  if (size <= start.length + end.length) return Buffer.concat([start, end]);
  return Buffer.concat([start, Buffer.alloc(size - start.length - end.length, 0x20), end]);
}

/** A .docx as Word writes it: a zip whose [Content_Types].xml names the Word main part. */
export const docx = () =>
  zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ['word/document.xml', '<?xml version="1.0"?><w:document/>'],
  ]);

/** A well-formed zip of stored (uncompressed) entries, with its central directory. */
function zip(entries: Array<[name: string, text: string]>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [entryName, text] of entries) {
    const name = Buffer.from(entryName);
    const data = Buffer.from(text);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    central.push(entry, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** The one-file sample of each document type, by the extension it is sent under. */
export const SAMPLE_DOCUMENTS = { pdf, jpg: jpeg, jpeg, png, doc, docx } as const;
