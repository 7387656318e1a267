const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * A chunk group made for a file chosen at run time among several (a computed import such as
 * ``import(`./locales/${language}.json`)``): only one of them will be asked for, maybe none at start.
 */
const chosenAtRunTime = (group) =>
  group.origins.length > 0 && group.origins.every((origin) => origin.module?.type === 'javascript/dynamic');

/**
 * Preloads, from the host's index.html, the chunks its entry loads as soon as it runs: the app behind the
 * async boundary (bootstrap), and in development the shared modules it consumes (a production shell
 * carries those in main.js, see shared.js). The browser then fetches them beside main.js instead of after it. The shell has no lazy chunks of its own (its pages
 * come from remotes), so every async chunk of the entry is one of these, except the files a computed import
 * picks at run time: the messages of a language other than English load when it is chosen, not on every visit.
 *
 * No crossorigin attribute: webpack requests same-origin chunks without CORS, and a preload only serves a
 * request made in the same mode.
 */
class PreloadStartupChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PreloadStartupChunksPlugin.name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        PreloadStartupChunksPlugin.name,
        (data) => {
          const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
          const files = [...(compilation.namedChunks.get('main')?.getAllAsyncChunks() ?? [])]
            .filter((chunk) => [...chunk.groupsIterable].some((group) => !chosenAtRunTime(group)))
            .flatMap((chunk) => [...chunk.files])
            .filter((file) => file.endsWith('.js'))
            .sort();
          const preloads = files.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: publicPath + file,
            }),
          );
          return { ...data, headTags: [...data.headTags, ...preloads] };
        },
      );
    });
  }
}

module.exports = { PreloadStartupChunksPlugin };
