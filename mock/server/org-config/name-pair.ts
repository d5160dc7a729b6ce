// A translated name as the console sends it: HZERO's `_tls` of the field, `{ zh_CN, en_US }`,
// both required (ja_JP and de_DE readers fall back to en_US, as elsewhere).
import type { Texts } from '../../data/lov-types';
import { FieldReader, type Raw } from '../admin/input';
import { invalid } from '../admin/failure';

const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `_tls.<field>` of the body, or undefined when the body leaves it out (an update may). */
export function namePair(body: Raw, field: string, max: number): Texts | undefined {
  const tls = body._tls;
  if (tls === undefined) return undefined;
  const names = isObject(tls) ? tls[field] : undefined;
  if (!isObject(names)) {
    throw invalid(`_tls.${field} 必须给出 zh_CN 和 en_US`, `_tls.${field} needs zh_CN and en_US`);
  }
  const reader = new FieldReader(names, { zh_CN: `${field} `, en_US: `${field} ` });
  return { zh_CN: reader.requiredText('zh_CN', max), en_US: reader.requiredText('en_US', max) };
}
