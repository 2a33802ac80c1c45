// Writes the binary files an agent may pick under a .csv name: each a real file of its kind (a
// workbook, an old Excel compound file, a PDF, pictures, a gzipped export), built byte by byte so
// the folder needs no tools and no third-party files. Run: node test-data/csv-import/binary/generate.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const u16 = (n) => Buffer.from([n & 0xff, n >> 8]);
const u32 = (n) => { const b = Buffer.alloc(4); b.writeUInt32LE(n >>> 0); return b; };
const be32 = (n) => { const b = Buffer.alloc(4); b.writeUInt32BE(n >>> 0); return b; };

const CSV = 'Name,Email,Phone\r\nAna Ruiz,ana@example.com,555-0100\r\nBo Chen,bo@example.com,555-0101\r\n';

/** A zip archive of the entries, deflated (what Excel writes an .xlsx as). */
function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const packed = zlib.deflateRawSync(data);
    const crc = zlib.crc32(data);
    const nameBytes = Buffer.from(name);
    const common = Buffer.concat([u16(20), u16(0), u16(8), u16(0), u16(0x5921), u32(crc), u32(packed.length), u32(data.length), u16(nameBytes.length), u16(0)]);
    const local = Buffer.concat([u32(0x04034b50), common, nameBytes, packed]);
    centrals.push(Buffer.concat([u32(0x02014b50), u16(20), common, u16(0), u16(0), u16(0), u32(0), u32(offset), nameBytes]));
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(entries.length), u16(entries.length), u32(central.length), u32(offset), u16(0)]);
  return Buffer.concat([...locals, central, end]);
}

/** A one-sheet workbook: the parts Excel needs to open it. */
function xlsx() {
  const ns = 'http://schemas.openxmlformats.org';
  const rows = CSV.trim().split('\r\n').map((line, r) =>
    `<row r="${r + 1}">${line.split(',').map((v, c) => `<c r="${'ABC'[c]}${r + 1}" t="inlineStr"><is><t>${v}</t></is></c>`).join('')}</row>`).join('');
  return zip([
    ['[Content_Types].xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`],
    ['_rels/.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    ['xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Leads" sheetId="1" r:id="rId1"/></sheets></workbook>`],
    ['xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`],
    ['xl/worksheets/sheet1.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`],
  ]);
}

/** An OLE2 compound file (the container of .xls): header, one FAT sector, one directory sector with its root. */
function ole2() {
  const FREE = 0xffffffff, END = 0xfffffffe, FAT = 0xfffffffd;
  const header = Buffer.alloc(512, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // byte order
  header.writeUInt16LE(9, 30); // sector shift
  header.writeUInt16LE(6, 32); // mini sector shift
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(0x1000, 56); // mini stream cut-off
  header.writeUInt32LE(END, 60); // no mini FAT
  header.writeUInt32LE(END, 68); // no DIFAT sectors
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 76 + i * 4);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(FAT, 0);
  fat.writeUInt32LE(END, 4);
  const directory = Buffer.alloc(512, 0);
  for (let e = 0; e < 4; e++) for (const at of [68, 72, 76]) directory.writeUInt32LE(FREE, e * 128 + at);
  Buffer.from('Root Entry\0', 'utf16le').copy(directory, 0);
  directory.writeUInt16LE(22, 64); // name length in bytes, NUL included
  directory[66] = 5; // root storage
  directory[67] = 1; // black
  directory.writeUInt32LE(END, 116); // no mini stream
  return Buffer.concat([header, fat, directory]);
}

/** A one-page PDF whose content stream is deflated, with the binary comment PDF writers put on line 2. */
function pdf() {
  const content = zlib.deflateSync(Buffer.from('BT /F1 18 Tf 72 720 Td (123 Oak Ave - Open House Saturday) Tj ET'));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`), content, Buffer.from('\nendstream')]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts = [Buffer.from('%PDF-1.7\n%'), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]), Buffer.from('\n')];
  const offsets = [];
  let length = parts.reduce((n, p) => n + p.length, 0);
  objects.forEach((body, i) => {
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(object);
    length += object.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** A 24×24 RGB gradient as PNG. */
function png() {
  const chunk = (type, data) => Buffer.concat([be32(data.length), Buffer.from(type), data, be32(zlib.crc32(Buffer.concat([Buffer.from(type), data])))]);
  const size = 24;
  const raw = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) raw.set([x * 10, y * 10, 200], y * (1 + size * 3) + 1 + x * 3);
  const ihdr = Buffer.concat([be32(size), be32(size), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A 1×1 grey baseline JPEG: one quantisation table, one-code Huffman tables, one block. */
function jpeg() {
  const segment = (marker, data) => Buffer.concat([Buffer.from([0xff, marker]), Buffer.from([(data.length + 2) >> 8, (data.length + 2) & 0xff]), Buffer.from(data)]);
  const oneCode = (tableClass) => [tableClass, 1, ...Array(15).fill(0), 0x00];
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF
    segment(0xdb, [0x00, ...Array(64).fill(1)]),
    segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
    segment(0xc4, oneCode(0x00)),
    segment(0xc4, oneCode(0x10)),
    segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    Buffer.from([0x3f]), // DC difference 0, then end of block; padded with ones
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A 1×1 GIF89a. */
const gif = () => Buffer.from('474946383961010001008000000000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');

const files = {
  'leads-workbook-xlsx.csv': xlsx(),
  'leads-old-excel-xls.csv': ole2(),
  'open-house-flyer-pdf.csv': pdf(),
  'listing-photo-png.csv': png(),
  'listing-photo-jpeg.csv': jpeg(),
  'listing-photo-gif.csv': gif(),
  'leads-gzipped.csv': zlib.gzipSync(Buffer.from(CSV)),
};
for (const [name, bytes] of Object.entries(files)) writeFileSync(join(here, name), bytes);
