// Reads the names in a zip archive's central directory, enough to tell a real Word document (which
// must hold word/document.xml) from any zip that merely carries a Word content type.

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_HEADER = 0x02014b50;
const END_RECORD_LENGTH = 22;
const CENTRAL_HEADER_LENGTH = 46;
const MAX_COMMENT_LENGTH = 0xffff;

/** Whether the archive's central directory lists `entry`. Malformed archives answer false. */
export function zipHasEntry(data: Buffer, entry: string): boolean {
  const lowest = Math.max(0, data.length - END_RECORD_LENGTH - MAX_COMMENT_LENGTH);
  // The end record sits after the central directory, followed only by an optional comment.
  for (let end = data.length - END_RECORD_LENGTH; end >= lowest; end -= 1) {
    if (data.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) continue;
    const count = data.readUInt16LE(end + 10);
    let offset = data.readUInt32LE(end + 16);
    for (let index = 0; index < count; index += 1) {
      if (offset + CENTRAL_HEADER_LENGTH > data.length) return false;
      if (data.readUInt32LE(offset) !== CENTRAL_DIRECTORY_HEADER) return false;
      const nameLength = data.readUInt16LE(offset + 28);
      const extraLength = data.readUInt16LE(offset + 30);
      const commentLength = data.readUInt16LE(offset + 32);
      const nameStart = offset + CENTRAL_HEADER_LENGTH;
      if (nameStart + nameLength > data.length) return false;
      if (data.toString('utf8', nameStart, nameStart + nameLength) === entry) return true;
      offset = nameStart + nameLength + extraLength + commentLength;
    }
    return false;
  }
  return false;
}
