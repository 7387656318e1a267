import { Fragment, type ReactNode } from 'react';

// Stands for a part while the message is translated; no message or value holds it.
const MARK = '\u0000';
const MARKED = new RegExp(`${MARK}(\\w+)${MARK}`);

/**
 * A message whose values are elements (a link, a stressed number), each where the language puts it:
 * `translate` is given a mark for each part (`t('feed.watched', values)`), and the text between the marks
 * stays text.
 */
export function withParts(
  translate: (values: Record<string, string>) => string,
  parts: Record<string, ReactNode>,
): ReactNode {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
  // Split with a group keeps the names: text, name, text, name, … text.
  return translate(marks)
    .split(MARKED)
    .map((piece, index) =>
      index % 2 === 0 ? piece : <Fragment key={`${piece}-${index}`}>{parts[piece]}</Fragment>,
    );
}
