/**
 * Unit tests (jsdom) skip antd's style rules: jsdom lays nothing out, so the rules change nothing
 * a test can see, and page tests already kept them out of the document (render-page.tsx); writing
 * them (serialising every component's CSS-in-JS per theme) was still about a quarter of a page
 * test's processor time. The components, their class names and their hashed theme classes stay as
 * antd renders them; only the rules' text is not produced.
 */
import type * as CssInJs from '@ant-design/cssinjs';

jest.mock('@ant-design/cssinjs', () => {
  const actual = jest.requireActual<typeof CssInJs>('@ant-design/cssinjs');
  return { ...actual, useStyleRegister: () => (node: unknown) => node };
});
