// Fills a template's `${name}` placeholders with a send's arguments. An argument's value is text:
// it is HTML-escaped before it goes into the content (which is HTML); a placeholder without an
// argument stays as written, so the receiver sees what was missing.
const PLACEHOLDER = /\$\{([A-Za-z_][A-Za-z0-9_.]*)\}/g;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** `text` with each `${name}` replaced by `args[name]` (escaped when `html`). */
export function fillTemplate(
  text: string,
  args: Readonly<Record<string, string>>,
  html: boolean,
): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(args, name) ? args[name] : undefined;
    if (value === undefined) return whole;
    return html ? escapeHtml(value) : value;
  });
}
