/**
 * The one place where HTML from the server becomes HTML on screen (message bodies, notices).
 * Everything else shows server text as text. DOMPurify (on the page's own window) keeps
 * formatting, links and images and drops whatever could run: scripts, event handler attributes
 * (`onerror`, `onclick`…), `javascript:` and `data:` addresses, frames, forms, styles. Links
 * open in a new window without access to this one. Use it through `<SafeHtml html={…} />`.
 */
import DOMPurify from 'dompurify';
import { isSameOriginPath } from './addresses';

/**
 * http(s), mail, paths and in-page anchors; a path must then pass the product's one address rule
 * (`isSameOriginPath`: `/\host` or a control character would leave our origin).
 */
const ALLOWED_URI = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
];

/** The HTML with nothing that could run; '' for none (or where there is no DOM to parse it). */
export function sanitizeHtml(
  html: string | null | undefined,
  view: Window & typeof globalThis = window,
): string {
  if (!html) return '';
  // an instance per call: its hook stays with it, nothing is shared between apps or tests
  const purify = DOMPurify(view);
  if (!purify.isSupported) return '';
  purify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of ['href', 'src']) {
      const value = node.getAttribute(name);
      if (value?.startsWith('/') && !isSameOriginPath(value)) node.removeAttribute(name);
    }
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcset'],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
  });
}
