/**
 * A code in a table cell or a text that wraps only after its separators (code-segments.ts):
 * `render: (code: string) => <CodeText code={code} />`. A part longer than the whole column still
 * breaks, as any text does.
 */
import { Fragment } from 'react';
import { codeSegments } from './code-segments';

export function CodeText({ code }: { code: string | null | undefined }) {
  if (!code) return null;
  return (
    <span className="polaris-code-text">
      {codeSegments(code).map((segment, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {segment}
        </Fragment>
      ))}
    </span>
  );
}
