import iconv from 'iconv-lite';

/**
 * vega-datasets' movies.json was made from Windows-1252 text read as Mac Roman, so every accented
 * letter came out as another one: "Léon" as "LÈon" (é is byte 0xE9, which Mac Roman reads as È),
 * "Déjà Vu" as "DÈj‡ Vu", "2½" as "2Ω". Writing such text back as Mac Roman gives the original bytes,
 * which Windows-1252 then reads correctly.
 */

/** Each Mac Roman character and its byte. NFC, because the file has Ω (U+03A9) where iconv has the ohm sign. */
const MAC_ROMAN_BYTES = new Map(
  Array.from({ length: 128 }, (_, index) => {
    const byte = 0x80 + index;
    return [iconv.decode(Buffer.of(byte), 'macintosh').normalize('NFC'), byte] as const;
  }),
);

/** Windows-1252 leaves five bytes undefined; iconv reads them as C1 controls, never in real text. */
const UNDEFINED_IN_WINDOWS_1252 = /[\u0080-\u009f]/;

/**
 * The text as it was before the wrong decoding. Text that cannot be mojibake of this kind (plain ASCII, a
 * character Mac Roman does not have, as in "Alien³") comes back unchanged. Only for text known to be
 * garbled this way: a correct "é" would be garbled in turn (every non-ASCII vega title is, see the tests).
 */
export function repairMacRomanMojibake(text: string): string {
  if (!/[^\p{ASCII}]/u.test(text)) return text;
  const bytes: number[] = [];
  for (const char of text.normalize('NFC')) {
    const code = char.charCodeAt(0);
    const byte = code < 0x80 ? code : MAC_ROMAN_BYTES.get(char);
    if (byte === undefined) return text;
    bytes.push(byte);
  }
  const repaired = iconv.decode(Buffer.from(bytes), 'win1252');
  return UNDEFINED_IN_WINDOWS_1252.test(repaired) ? text : repaired;
}
