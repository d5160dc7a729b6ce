/**
 * File names in a page, isolated: the name goes in a `<bdi>` (its direction cannot reorder the
 * text around it) with its direction controls shown as '�' (visibleFileName), so a right-to-left
 * override cannot make `.exe` read as `.jpg`. `TextWithFileName` does the same for a sentence
 * that holds the name (a translated text given `{ name: visibleFileName(name) }`).
 */
import { Fragment } from 'react';
import { visibleFileName } from './rules';

export function FileName({ name }: { name: string }) {
  return <bdi className="polaris-file-name">{visibleFileName(name)}</bdi>;
}

export function TextWithFileName({ text, name }: { text: string; name: string }) {
  const shown = visibleFileName(name);
  if (!shown) return <>{text}</>;
  const parts = text.split(shown);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <FileName name={shown} />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
