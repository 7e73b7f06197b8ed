// An info text as the strings write it: paragraphs apart by a blank line; a paragraph whose lines all
// start with a dash ("– " or "- ") is a list.
import type { ReactNode } from 'react';

const ITEM = /^[–-]\s+/;

export function InfoText({ text }: { text: string }): ReactNode {
  return text.split('\n\n').map((paragraph, index) => {
    const lines = paragraph.split('\n');
    if (lines.every((line) => ITEM.test(line))) {
      return (
        <ul key={index} className="info__list">
          {lines.map((line, i) => (
            <li key={i}>{line.replace(ITEM, '')}</li>
          ))}
        </ul>
      );
    }
    return <p key={index}>{paragraph}</p>;
  });
}
