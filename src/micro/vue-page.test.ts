/** @jest-environment jsdom */
import { fakeVue2, fakeVue3, fakeVueComponent, VUE_STYLES } from '../../test/support/fake-vue';
import { mountVuePage, vueRuntimeOf, VueRuntimeMissingError, type VueRuntime } from './vue-page';

const hello = fakeVueComponent('Hello', (props) => `Hello, ${String(props.name)}`);

function pageElement(): HTMLElement {
  const element = document.createElement('section');
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe('vueRuntimeOf', () => {
  it.each<[string, object, string | null]>([
    ['no Vue', {}, 'window.Vue is empty'],
    ['Vue set to null', { Vue: null }, 'window.Vue is empty'],
    ['a Vue 2 constructor', { Vue: fakeVue2().runtime }, null],
    ['a Vue 3 runtime', { Vue: fakeVue3().runtime }, null],
    ['something else', { Vue: { version: '1' } }, 'window.Vue is not a Vue runtime'],
  ])('%s → %p', (_, host, error) => {
    if (error === null) expect(vueRuntimeOf(host)).toBe((host as { Vue: unknown }).Vue);
    else expect(() => vueRuntimeOf(host)).toThrow(error);
  });

  it('says the runtime is missing with an error of its own kind', () => {
    expect(() => vueRuntimeOf({})).toThrow(VueRuntimeMissingError);
  });
});

describe.each(VUE_STYLES)('mountVuePage with %s', (_, makeVue) => {
  function mount(props: Record<string, unknown>) {
    const vue = makeVue();
    const element = pageElement();
    const page = mountVuePage(vue.runtime as VueRuntime, element, hello, props);
    return { vue, element, page };
  }

  it("renders the component with its props inside the page's element", () => {
    const { vue, element } = mount({ name: 'Alice' });
    expect(element.textContent).toBe('Hello, Alice');
    expect(element.querySelector('[data-vue="Hello"]')).not.toBeNull();
    expect(element.isConnected).toBe(true);
    expect(vue.renders).toEqual([{ name: 'Hello', props: { name: 'Alice' } }]);
    expect(vue.live()).toBe(1);
  });

  it('shows new props, and renders nothing again for the same ones', () => {
    const { vue, element, page } = mount({ name: 'Alice' });
    page.update({ name: 'Alice' });
    expect(vue.renders).toHaveLength(1);
    page.update({ name: 'Bob' });
    expect(element.textContent).toBe('Hello, Bob');
    expect(vue.renders.at(-1)).toEqual({ name: 'Hello', props: { name: 'Bob' } });
    expect(vue.live()).toBe(1);
  });

  it('destroys the Vue instance and empties the element', () => {
    const { vue, element, page } = mount({ name: 'Alice' });
    page.destroy();
    expect(vue.live()).toBe(0);
    expect(element.childNodes).toHaveLength(0);
    expect(element.isConnected).toBe(true);
  });

  it('leaves nothing half-mounted when the component fails', () => {
    const vue = makeVue();
    const element = pageElement();
    const broken = fakeVueComponent('Broken', () => {
      throw new Error('render failed');
    });
    expect(() => mountVuePage(vue.runtime as VueRuntime, element, broken)).toThrow('render failed');
    expect(element.childNodes).toHaveLength(0);
  });
});
