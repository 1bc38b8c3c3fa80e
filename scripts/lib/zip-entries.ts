// The entries of a zip file as its central directory lists them (name, size packed, size unpacked),
// read without unpacking: how the size checks see the zips Netlify's packer writes. The layout is
// PKWARE's APPNOTE.TXT (4.3.12 central directory header, 4.3.16 end of central directory, 4.3.14-15
// and 4.5.3 for Zip64, used once an archive or an entry passes 4 GB or 65,535 entries).
import { readFileSync } from 'node:fs';

export type ZipEntry = { name: string; packedBytes: number; bytes: number };

const END = 0x06054b50;
const END64 = 0x06064b50;
const END64_LOCATOR = 0x07064b50;
const HEADER = 0x02014b50;

export function zipEntries(file: string): ZipEntry[] {
  const zip = readFileSync(file);
  // The end record is the last 22 bytes, followed by a comment of at most 65,535.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error(`${file} is not a zip file (no end of central directory)`);
  let count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  if ((count === 0xffff || offset === 0xffffffff) && end >= 20 && zip.readUInt32LE(end - 20) === END64_LOCATOR) {
    const end64 = Number(zip.readBigUInt64LE(end - 20 + 8));
    if (zip.readUInt32LE(end64) !== END64) throw new Error(`${file}: Zip64 end record not found`);
    count = Number(zip.readBigUInt64LE(end64 + 32));
    offset = Number(zip.readBigUInt64LE(end64 + 48));
  }
  const entries: ZipEntry[] = [];
  for (let i = 0, at = offset; i < count; i++) {
    if (zip.readUInt32LE(at) !== HEADER) throw new Error(`${file}: central directory entry ${i} is damaged`);
    let packedBytes = zip.readUInt32LE(at + 20);
    let bytes = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    // Zip64 sizes are in the extra field 0x0001, unpacked size first, each only when its field is full.
    for (let x = at + 46 + nameLength; x < at + 46 + nameLength + extraLength;) {
      const id = zip.readUInt16LE(x);
      const size = zip.readUInt16LE(x + 2);
      if (id === 0x0001) {
        let field = x + 4;
        if (bytes === 0xffffffff) ((bytes = Number(zip.readBigUInt64LE(field))), (field += 8));
        if (packedBytes === 0xffffffff) packedBytes = Number(zip.readBigUInt64LE(field));
      }
      x += 4 + size;
    }
    entries.push({ name, packedBytes, bytes });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
