// The segments of a code rule as the gateway takes them: 1 to 10, each complete for its type, at
// most one sequence. A wrong one is refused naming the segment and the field.
import {
  CODE_SEGMENT_TYPES,
  SEQUENCE_RESETS,
  type CodeRuleSegment,
} from '../../../src/services/platform/code-rule-types';
import { FieldReader, type Raw } from '../admin/input';
import { invalid } from '../admin/failure';

const DATE_TOKEN = /yyyy|yy|MM|dd/;

function readSegment(raw: Raw, index: number): CodeRuleSegment {
  const reader = new FieldReader(raw, {
    zh_CN: `第 ${index + 1} 段的 `,
    en_US: `segment ${index + 1}: `,
  });
  const fieldType = reader.oneOf('fieldType', CODE_SEGMENT_TYPES);
  if (fieldType === 'CONSTANT') {
    return { fieldType, fieldValue: reader.requiredText('fieldValue', 30) };
  }
  if (fieldType === 'DATE') {
    const dateMask = reader.requiredText('dateMask', 20);
    if (!DATE_TOKEN.test(dateMask)) {
      reader.fail('dateMask', '须含 yyyy、yy、MM 或 dd', 'must hold yyyy, yy, MM or dd');
    }
    return { fieldType, dateMask };
  }
  const resetFrequency = reader.oneOf('resetFrequency', SEQUENCE_RESETS, 'NEVER');
  return {
    fieldType,
    seqLength: reader.requiredInt('seqLength', { min: 1, max: 12 }),
    startValue: reader.int('startValue', { min: 0, max: 999_999_999 }) ?? 1,
    resetFrequency,
  };
}

export function readSegments(raw: unknown): CodeRuleSegment[] {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 10) {
    throw invalid('segments 须为 1 到 10 段', 'segments must be 1 to 10 segments');
  }
  const segments = raw.map((item, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw invalid(`第 ${index + 1} 段须为对象`, `segment ${index + 1} must be an object`);
    }
    return readSegment(item as Raw, index);
  });
  if (segments.filter((segment) => segment.fieldType === 'SEQUENCE').length > 1) {
    throw invalid('segments 最多一个 SEQUENCE 段', 'segments may hold one SEQUENCE at most');
  }
  return segments;
}
