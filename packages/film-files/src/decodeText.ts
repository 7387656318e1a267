import iconv from 'iconv-lite';

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A text file's characters whatever its encoding: UTF-8 with or without a BOM, UTF-16 with a BOM (Excel's
 * "Unicode text"), and Windows-1252 when the bytes are not valid UTF-8 (a CSV saved again by Excel on Windows).
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(buffer, [0xef, 0xbb, 0xbf]))
    return { text: buffer.subarray(3).toString('utf8'), encoding: 'utf-8' };
  if (startsWith(buffer, [0xff, 0xfe]))
    return { text: iconv.decode(buffer.subarray(2), 'utf-16le'), encoding: 'utf-16le' };
  if (startsWith(buffer, [0xfe, 0xff]))
    return { text: iconv.decode(buffer.subarray(2), 'utf-16be'), encoding: 'utf-16be' };
  try {
    return { text: strictUtf8.decode(buffer), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(buffer, 'windows-1252'), encoding: 'windows-1252' };
  }
}

function startsWith(buffer: Buffer, prefix: number[]): boolean {
  return prefix.every((byte, i) => buffer[i] === byte);
}
