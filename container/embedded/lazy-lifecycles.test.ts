import { lazyLifecycles, type Lifecycles } from './lazy-lifecycles';

function fakeApp(calls: string[]): Lifecycles<string> {
  return {
    bootstrap: async () => void calls.push('bootstrap'),
    mount: async (props) => void calls.push(`mount ${props}`),
    update: async (props) => void calls.push(`update ${props}`),
    unmount: async (props) => void calls.push(`unmount ${props}`),
  };
}

describe('lazyLifecycles', () => {
  it('loads the app once, on first use, and passes every call on', async () => {
    const calls: string[] = [];
    const load = jest.fn(async () => fakeApp(calls));
    const lifecycles = lazyLifecycles(load);
    expect(load).not.toHaveBeenCalled();
    await lifecycles.bootstrap();
    await lifecycles.mount('a');
    await lifecycles.update('b');
    await lifecycles.unmount('b');
    await lifecycles.mount('c');
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['bootstrap', 'mount a', 'update b', 'unmount b', 'mount c']);
  });

  it('tries the load again after a failure', async () => {
    const calls: string[] = [];
    const load = jest
      .fn<Promise<Lifecycles<string>>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 12 failed.'))
      .mockResolvedValue(fakeApp(calls));
    const lifecycles = lazyLifecycles(load);
    await expect(lifecycles.mount('a')).rejects.toThrow('Loading chunk 12 failed.');
    await lifecycles.mount('a');
    expect(calls).toEqual(['mount a']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
