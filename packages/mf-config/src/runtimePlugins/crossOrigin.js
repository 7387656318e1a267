/**
 * Module Federation runtime plugin: scripts and preload links the runtime creates are requested with CORS
 * (crossorigin="anonymous"), like webpack's own chunks (output.crossOriginLoading). Errors in a remote
 * then carry their real message instead of "Script error.", and preloads match the later requests.
 */
module.exports = function crossOriginPlugin() {
  return {
    name: 'marquee-cross-origin',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      // Returning our own element means the runtime applies no attributes: apply them here.
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = value;
        else script.setAttribute(name, value);
      }
      script.src = url;
      script.crossOrigin = 'anonymous';
      return script;
    },
    createLink({ url, attrs }) {
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, value);
      link.href = url;
      link.crossOrigin = 'anonymous';
      return link;
    },
  };
};
