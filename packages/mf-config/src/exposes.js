const fs = require('node:fs');
const path = require('node:path');

/**
 * What a remote exposes, by convention: every `.tsx` file directly in `src/pages/` (pages the shell routes
 * to) and `src/widgets/` (components other apps place), each as `./<file name>`. Adding a page is then a
 * table entry and one file (docs/architecture.md, "Adding a page").
 * @param {string} dirname the remote's folder
 * @returns {Record<string, string>} `{ './CastPage': './src/pages/CastPage.tsx' }`
 */
function exposesOf(dirname) {
  const exposes = {};
  for (const folder of ['src/pages', 'src/widgets']) {
    const dir = path.join(dirname, folder);
    if (!fs.existsSync(dir)) continue;
    const files = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
      .map((entry) => entry.name)
      .sort();
    for (const file of files) {
      const key = `./${path.basename(file, '.tsx')}`;
      if (exposes[key])
        throw new Error(`${dirname}: ${exposes[key]} and ${folder}/${file} are both exposed as ${key}`);
      exposes[key] = `./${folder}/${file}`;
    }
  }
  return exposes;
}

module.exports = { exposesOf };
