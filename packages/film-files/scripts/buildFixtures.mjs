// Rebuilds the fixtures made from others (ZIPs, re-encoded and edited copies) from the hand-written
// sources in fixtures/ (fixtures/README.md). Usage: npm run fixtures -w @marquee/film-files
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Zip, ZipDeflate, zipSync, strToU8 } from 'fflate';
import iconv from 'iconv-lite';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
const read = (name) => fs.readFileSync(path.join(dir, name));
const write = (name, bytes) => fs.writeFileSync(path.join(dir, name), bytes);
// A fixed date, so that rebuilding gives the same bytes.
const zip = (entries) => zipSync(entries, { level: 6, mtime: new Date('2025-01-01T00:00:00Z') });

function filesUnder(folder, prefix = '') {
  return fs
    .readdirSync(path.join(dir, folder, prefix), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(folder, `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
    );
}

function zipFolder(folder) {
  return zip(Object.fromEntries(filesUnder(folder).map((name) => [name, read(`${folder}/${name}`)])));
}

// Written as a stream, as exporters on servers often write: sizes come after each entry (data descriptors).
function streamedZipFolder(folder) {
  const chunks = [];
  const archive = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const name of filesUnder(folder)) {
    const entry = new ZipDeflate(name, { level: 6 });
    entry.mtime = new Date('2025-01-01T00:00:00Z');
    archive.add(entry);
    entry.push(read(`${folder}/${name}`), true);
  }
  archive.end();
  return Buffer.concat(chunks);
}

const letterboxdZip = zipFolder('letterboxd-export');
write('letterboxd-export.zip', letterboxdZip);
write('letterboxd-export-streamed.zip', streamedZipFolder('letterboxd-export'));
write('trakt-export.zip', zipFolder('trakt'));
write('marquee-export.zip', zip({ 'marquee-export.json': read('marquee-export.json') }));

const diary = read('letterboxd-export/diary.csv').toString('utf8');
const diaryLines = diary.trimEnd().split('\n');
// Excel on Windows saves CSVs in Windows-1252 with CRLF line ends.
write('letterboxd-diary-windows-1252.csv', iconv.encode(diaryLines.join('\r\n') + '\r\n', 'windows-1252'));
write('letterboxd-diary-utf8-bom.csv', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(diary)]));
// Line 12 (the 11th film) has a month 13.
write(
  'letterboxd-diary-bad-date.csv',
  [...diaryLines.slice(0, 11), '2021-01-02,Se7en,1995,https://boxd.it/2oX6Rr,4,,,2021-13-01', ''].join('\n'),
);
write(
  'letterboxd-diary-missing-columns.csv',
  'Date,Name,Letterboxd URI,Rating\n2024-01-06,Amélie,https://boxd.it/2bf8Tb,4.5\n',
);
write(
  'letterboxd-diary-extra-columns.csv',
  [
    `${diaryLines[0]},Cinema,Watched With`,
    ...diaryLines
      .slice(1, 4)
      .map((line, i) => `${line},${['Prince Charles Cinema', '', 'BFI Southbank'][i]},Sam`),
    '',
  ].join('\n'),
);
write(
  'imdb-ratings-utf16.csv',
  Buffer.concat([
    Buffer.from([0xff, 0xfe]),
    iconv.encode(read('imdb-ratings.csv').toString('utf8'), 'utf-16le'),
  ]),
);

// Cut off in the middle, as an interrupted download is.
write('truncated.zip', letterboxdZip.subarray(0, Math.floor(letterboxdZip.length * 0.6)));
// 20 MB of one character in a few KB: the reader must stop long before the end.
write('zip-bomb.zip', zip({ 'diary.csv': strToU8(`${diaryLines[0]}\n${'9'.repeat(20 * 1024 * 1024)}\n`) }));
write(
  'path-traversal.zip',
  zip({ 'diary.csv': strToU8(diary), '../../../tmp/evil/diary.csv': strToU8(diary) }),
);
// A 1x1 PNG: not a text file at all.
write(
  'wrong-file.png',
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
console.log(`fixtures rebuilt in ${dir}`);
