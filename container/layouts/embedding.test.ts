import {
  EMBED_STORAGE_KEY,
  parseEmbeddingQuery,
  parseFlag,
  readRememberedFlags,
  rememberFlags,
  resolveEmbedding,
  type EmbeddingFlags,
  type ShellOptions,
} from './embedding';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('parseFlag', () => {
  it.each([
    { value: '1', flag: true },
    { value: 'true', flag: true },
    { value: 'TRUE', flag: true },
    { value: '', flag: true },
    { value: '0', flag: false },
    { value: 'false', flag: false },
    { value: 'yes', flag: undefined },
    { value: null, flag: undefined },
    { value: undefined, flag: undefined },
  ])('$value → $flag', ({ value, flag }) => {
    expect(parseFlag(value)).toBe(flag);
  });
});

describe('parseEmbeddingQuery', () => {
  it.each<{ search: string; flags: Partial<EmbeddingFlags> }>([
    { search: '', flags: {} },
    { search: '?hideLayout=1', flags: { hideLayout: true } },
    { search: '?hideTabs=1', flags: { hideTabs: true } },
    { search: '?hideLayout=1&hideTabs=true', flags: { hideLayout: true, hideTabs: true } },
    { search: '?hideLayout', flags: { hideLayout: true } },
    { search: '?hideLayout=0&hideTabs=false', flags: { hideLayout: false, hideTabs: false } },
    { search: '?hideLayout=maybe&page=2', flags: {} },
    { search: 'hideTabs=1', flags: { hideTabs: true } },
    { search: '?hidelayout=1', flags: {} },
  ])('$search → $flags', ({ search, flags }) => {
    expect(parseEmbeddingQuery(search)).toEqual(flags);
  });
});

describe('remembered flags', () => {
  it('remembers what a query set, over what was remembered, and reads it back', () => {
    const storage = memoryStorage();
    expect(rememberFlags(storage, { hideTabs: true })).toEqual({ hideTabs: true });
    expect(rememberFlags(storage, { hideLayout: true })).toEqual({
      hideTabs: true,
      hideLayout: true,
    });
    expect(rememberFlags(storage, { hideTabs: false })).toEqual({
      hideTabs: false,
      hideLayout: true,
    });
    expect(readRememberedFlags(storage)).toEqual({ hideTabs: false, hideLayout: true });
  });

  it('writes nothing when the query sets nothing', () => {
    const storage = memoryStorage();
    expect(rememberFlags(storage, {})).toEqual({});
    expect(storage.data.size).toBe(0);
  });

  it.each([
    { raw: 'not json', flags: {} },
    { raw: '"text"', flags: {} },
    { raw: 'null', flags: {} },
    { raw: '{"hideLayout":"1","hideTabs":true,"other":true}', flags: { hideTabs: true } },
  ])('reads only boolean flags from $raw', ({ raw, flags }) => {
    expect(readRememberedFlags(memoryStorage({ [EMBED_STORAGE_KEY]: raw }))).toEqual(flags);
  });

  it('works without storage, and with a storage that throws', () => {
    expect(readRememberedFlags(undefined)).toEqual({});
    expect(rememberFlags(undefined, { hideTabs: true })).toEqual({ hideTabs: true });
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readRememberedFlags(broken)).toEqual({});
    expect(() => rememberFlags(broken, { hideTabs: true })).not.toThrow();
  });
});

describe('resolveEmbedding: option object over query over remembered', () => {
  it.each<{
    description: string;
    given?: ShellOptions;
    query?: Partial<EmbeddingFlags>;
    remembered?: Partial<EmbeddingFlags>;
    expected: EmbeddingFlags;
  }>([
    { description: 'nothing: everything shown', expected: { hideLayout: false, hideTabs: false } },
    {
      description: 'remembered flags apply',
      remembered: { hideTabs: true },
      expected: { hideLayout: false, hideTabs: true },
    },
    {
      description: 'the query wins over remembered flags',
      remembered: { hideTabs: true, hideLayout: true },
      query: { hideTabs: false },
      expected: { hideLayout: true, hideTabs: false },
    },
    {
      description: 'the option object wins over the query',
      given: { hideLayout: false, hideTabs: true },
      query: { hideLayout: true, hideTabs: false },
      expected: { hideLayout: false, hideTabs: true },
    },
    {
      description: 'an option left undefined does not override',
      given: { hideLayout: undefined, layout: 'side' },
      query: { hideLayout: true },
      expected: { hideLayout: true, hideTabs: false },
    },
  ])('$description', ({ given, query, remembered, expected }) => {
    expect(resolveEmbedding({ given, query, remembered })).toEqual(expected);
  });
});
