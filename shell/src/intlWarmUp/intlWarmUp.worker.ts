import { warmUpFormats } from './warmUpFormats';

// A dedicated worker: it receives the page's language, formats in it once and says when it is done.
self.onmessage = ({ data }: MessageEvent<string>) => {
  self.postMessage(warmUpFormats(data));
};
