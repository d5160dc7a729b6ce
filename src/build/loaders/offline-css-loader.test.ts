import { readFileSync } from 'fs';
import { join } from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is plain CommonJS for webpack
const { dropRemoteFonts } = require('./offline-css-loader.cjs') as {
  dropRemoteFonts(css: string): string;
};

describe('stylesheets reach nothing outside our origin', () => {
  it.each([
    [
      'a font on another host',
      '@font-face{font-family:Inter;src:url(https://fonts.gstatic.com/x.ttf) format("truetype")}a{b:c}',
      'a{b:c}',
    ],
    ['a protocol-relative font', "@font-face { src: url('//cdn.example/x.woff') }p{}", 'p{}'],
    [
      'an embedded font stays',
      '@font-face{font-family:i;src:url(data:font/woff;base64,AAAA)}',
      '@font-face{font-family:i;src:url(data:font/woff;base64,AAAA)}',
    ],
    [
      'a same-origin font stays',
      '@font-face{src:url(/fonts/a.woff2)}',
      '@font-face{src:url(/fonts/a.woff2)}',
    ],
    [
      'an import of another host',
      '@import url("https://fonts.googleapis.com/css?family=Inter");a{}',
      'a{}',
    ],
  ])('%s', (_label, css, expected) => {
    expect(dropRemoteFonts(css)).toBe(expected);
  });

  it("leaves dhtmlx-gantt's stylesheet without a reference to another host", () => {
    const css = readFileSync(
      join(__dirname, '../../../node_modules/dhtmlx-gantt/codebase/dhtmlxgantt.css'),
      'utf8',
    );
    expect(css).toMatch(/fonts\.gstatic\.com/);
    const cleaned = dropRemoteFonts(css);
    expect(cleaned).not.toMatch(/https?:\/\//);
    expect(cleaned).toMatch(/\.gantt_task_line/);
  });
});
