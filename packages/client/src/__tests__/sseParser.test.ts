import { createSseParser } from '../ai/sseParser';

const parse = (pieces: string[]) => {
  const events: string[] = [];
  const parser = createSseParser((data) => events.push(data));
  for (const piece of pieces) parser.push(piece);
  return events;
};

test('one event per blank line, its data lines joined by newlines', () => {
  expect(parse(['data: {"a":1}\n\ndata: first\ndata: second\n\n'])).toEqual(['{"a":1}', 'first\nsecond']);
});

test('events split anywhere across pieces, \\r\\n line ends included', () => {
  const text = 'data: {"type":"delta","text":"Hel"}\r\n\r\ndata: {"type":"delta","text":"lo"}\n\n';
  const everyCut = Array.from({ length: text.length - 1 }, (_, cut) =>
    parse([text.slice(0, cut + 1), text.slice(cut + 1)]),
  );
  for (const events of everyCut) {
    expect(events).toEqual(['{"type":"delta","text":"Hel"}', '{"type":"delta","text":"lo"}']);
  }
});

test('an event is given only once its blank line has arrived; comments and other fields are skipped', () => {
  expect(parse([': keep-alive\n\nevent: message\nid: 7\ndata:no space\n'])).toEqual([]);
  expect(parse([': keep-alive\n\nevent: message\nid: 7\ndata:no space\n', '\n'])).toEqual(['no space']);
});
