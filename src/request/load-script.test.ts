import { FakeDocument } from '../../test/support/fake-document';
import { loadScript } from './load-script';

let doc: FakeDocument;

beforeEach(() => {
  doc = new FakeDocument();
});

describe('loadScript', () => {
  it('appends one async script and resolves when it loads', async () => {
    const loading = loadScript('https://cdn.test/a.js', doc);
    const [script] = doc.all('script');
    expect(script.parent).toBe(doc.head);
    expect(script.attributes).toEqual({ src: 'https://cdn.test/a.js', async: '' });
    script.fire('load');
    await expect(loading).resolves.toBeUndefined();
    expect(script.isAttached).toBe(true);
  });

  it.each([
    ['while loading', false],
    ['after loading', true],
  ])('shares one tag for the same src %s', async (_case, loadFirst) => {
    const first = loadScript('https://cdn.test/a.js', doc);
    if (loadFirst) {
      doc.all('script')[0].fire('load');
      await first;
    }
    const second = loadScript('https://cdn.test/a.js', doc);
    expect(second).toBe(first);
    expect(doc.all('script')).toHaveLength(1);
    doc.all('script')[0].fire('load');
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('loads different sources, and the same source per document, separately', () => {
    void loadScript('https://cdn.test/a.js', doc);
    void loadScript('https://cdn.test/b.js', doc);
    const other = new FakeDocument();
    void loadScript('https://cdn.test/a.js', other);
    expect(doc.all('script')).toHaveLength(2);
    expect(other.all('script')).toHaveLength(1);
  });

  it('rejects with Dynamic Script Error, removes the tag, and retries on the next call', async () => {
    const failing = loadScript('https://cdn.test/broken.js', doc);
    const [script] = doc.all('script');
    script.fire('error');
    await expect(failing).rejects.toThrow(new Error('Dynamic Script Error'));
    expect(script.isAttached).toBe(false);
    const retry = loadScript('https://cdn.test/broken.js', doc);
    expect(retry).not.toBe(failing);
    expect(doc.all('script')).toHaveLength(2);
    doc.all('script')[1].fire('load');
    await expect(retry).resolves.toBeUndefined();
  });

  it('rejects without a document', async () => {
    await expect(loadScript('https://cdn.test/a.js', undefined)).rejects.toThrow(
      'Dynamic Script Error',
    );
  });
});
