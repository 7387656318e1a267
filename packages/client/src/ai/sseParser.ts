/**
 * Reads server-sent events from text arriving in arbitrary pieces: each event's `data:` lines, joined by
 * newlines, once its blank line has arrived. Comments (`:`) and other fields are skipped. Lines end in
 * \n or \r\n (a lone \r, legal but unused by our server, is not a line end here).
 * @see https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation
 */
export function createSseParser(onData: (data: string) => void) {
  let buffered = '';
  let dataLines: string[] = [];

  const readLine = (line: string) => {
    if (line === '') {
      if (dataLines.length > 0) onData(dataLines.join('\n'));
      dataLines = [];
    } else if (line.startsWith('data:')) {
      dataLines.push(line.slice(line.startsWith('data: ') ? 6 : 5));
    }
  };

  return {
    push(chunk: string) {
      buffered += chunk;
      const lines = buffered.split('\n');
      // The last piece is a line not yet ended; it waits for the rest.
      buffered = lines.pop() ?? '';
      for (const line of lines) readLine(line.endsWith('\r') ? line.slice(0, -1) : line);
    },
  };
}
