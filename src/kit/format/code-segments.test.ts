import { codeSegments } from './code-segments';

describe('codeSegments: a code may wrap after its separators only', () => {
  it.each([
    ['HPFM.CLEAN_TEMP_FILES', ['HPFM.', 'CLEAN_', 'TEMP_', 'FILES']],
    ['hsdr-executor-a', ['hsdr-', 'executor-', 'a']],
    ['/hpfm/value-list', ['/', 'hpfm/', 'value-', 'list']],
    ['HIAM..SYNC', ['HIAM.', '.', 'SYNC']],
    ['urn:job:7', ['urn:', 'job:', '7']],
    ['PLAIN', ['PLAIN']],
    ['ENDS_', ['ENDS_']],
    ['', []],
  ])('%j → %j', (code, segments) => {
    expect(codeSegments(code)).toEqual(segments);
    expect(codeSegments(code).join('')).toBe(code);
  });
});
