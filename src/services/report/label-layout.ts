/**
 * The rules of a label's layout, the same on the page and in the gateway: what an element's
 * content prints (its `{field}` placeholders filled in), and what is wrong with an element (the
 * first fault, by its row): no content, no size, a placeholder naming no field of the label, or a
 * place outside the label.
 */
import type { LabelElement } from './label-types';

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The field names an element's content names (`{itemCode}` → itemCode). */
export function placeholdersOf(content: string): string[] {
  return [...content.matchAll(PLACEHOLDER)].map((match) => match[1].trim());
}

/** The content with each placeholder replaced by its field's value (an unknown one: empty). */
export function fillContent(content: string, values: Readonly<Record<string, string>>): string {
  return content.replace(PLACEHOLDER, (_whole, name: string) => values[name.trim()] ?? '');
}

export type ElementFault =
  | { row: number; fault: 'content' | 'size' | 'outside' }
  | { row: number; fault: 'field'; name: string };

export function elementFault(
  elements: readonly LabelElement[],
  label: { width: number; height: number },
  fields: readonly string[],
): ElementFault | undefined {
  for (const [index, element] of elements.entries()) {
    const row = index + 1;
    if (!element.content.trim()) return { row, fault: 'content' };
    const unknown = placeholdersOf(element.content).find((name) => !fields.includes(name));
    if (unknown !== undefined) return { row, fault: 'field', name: unknown };
    if (!(element.width > 0 && element.height > 0)) return { row, fault: 'size' };
    const inside =
      element.x >= 0 &&
      element.y >= 0 &&
      element.x + element.width <= label.width &&
      element.y + element.height <= label.height;
    if (!inside) {
      return { row, fault: 'outside' };
    }
  }
  return undefined;
}
