const HtmlWebpackPlugin = require('html-webpack-plugin');
const { APP_ENTRY_ATTRIBUTE, startScript } = require('./startScript');

/**
 * The host's page fetches its entry script with a preload in <head>, at high priority (a script is fetched
 * at low priority, behind the preloads and images it is needed before), and runs it from the inline start
 * script at the end of <body>, after the first paint (./startScript.js).
 */
class StartAfterFirstPaintPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(StartAfterFirstPaintPlugin.name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        StartAfterFirstPaintPlugin.name,
        (data) => {
          const entries = data.headTags.filter((tag) => tag.tagName === 'script' && tag.attributes.src);
          if (entries.length !== 1)
            throw new Error(
              `${StartAfterFirstPaintPlugin.name}: expected one entry script, found ${entries.length}`,
            );
          const [entry] = entries;
          const preload = HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: entry.attributes.src,
            fetchpriority: 'high',
            [APP_ENTRY_ATTRIBUTE]: true,
          });
          const start = HtmlWebpackPlugin.createHtmlTagObject('script', { id: 'app-start' }, startScript);
          return {
            ...data,
            headTags: data.headTags.map((tag) => (tag === entry ? preload : tag)),
            bodyTags: [...data.bodyTags, start],
          };
        },
      );
    });
  }
}

module.exports = { StartAfterFirstPaintPlugin };
