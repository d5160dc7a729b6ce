import { readDefinitionFile } from './definition-file';

const GOOD = { processKey: 'K', name: 'N', category: 'C', nodes: [], flows: [] };

describe('readDefinitionFile', () => {
  it.each<[string, string, string | undefined]>([
    ['a definition', JSON.stringify(GOOD), undefined],
    ['not JSON', '{ processKey', 'hwfl.processDefine.file.notJson'],
    ['a list', '[]', 'hwfl.processDefine.file.shape'],
    ['no key', JSON.stringify({ ...GOOD, processKey: '' }), 'hwfl.processDefine.file.shape'],
    ['nodes not a list', JSON.stringify({ ...GOOD, nodes: {} }), 'hwfl.processDefine.file.shape'],
  ])('%s', (_name, text, problem) => {
    const read = readDefinitionFile(text);
    if (problem) expect(read).toEqual({ problem });
    else expect(read).toEqual({ definition: { ...GOOD, description: null } });
  });
});
