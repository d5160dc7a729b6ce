import { BUILT_IN_LAYOUTS, createLayoutRegistry, type BuiltInLayoutName } from './layout-registry';

const builtIns: Record<BuiltInLayoutName, string> = {
  inline: 'Inline',
  horizontal: 'Horizontal',
  side: 'Side',
  'side-all': 'SideAll',
  'only-content': 'OnlyContent',
};

describe('layout choice: menuLayout → layout', () => {
  const registry = createLayoutRegistry(builtIns);
  it.each([
    { menuLayout: 'inline', name: 'inline', component: 'Inline' },
    { menuLayout: 'horizontal', name: 'horizontal', component: 'Horizontal' },
    { menuLayout: 'side', name: 'side', component: 'Side' },
    { menuLayout: 'side-all', name: 'side-all', component: 'SideAll' },
    { menuLayout: 'only-content', name: 'only-content', component: 'OnlyContent' },
    { menuLayout: ' Side-All ', name: 'side-all', component: 'SideAll' },
    { menuLayout: 'HORIZONTAL', name: 'horizontal', component: 'Horizontal' },
    { menuLayout: undefined, name: 'inline', component: 'Inline' },
    { menuLayout: null, name: 'inline', component: 'Inline' },
    { menuLayout: '', name: 'inline', component: 'Inline' },
    { menuLayout: 'top-menu', name: 'inline', component: 'Inline' },
    { menuLayout: 'side_all', name: 'inline', component: 'Inline' },
  ])('$menuLayout → $name', ({ menuLayout, name, component }) => {
    expect(registry.choose(menuLayout)).toEqual({ name, component });
  });

  it.each([
    { option: 'side', menuLayout: 'horizontal', name: 'side' },
    { option: undefined, menuLayout: 'horizontal', name: 'horizontal' },
    { option: 'unknown', menuLayout: 'horizontal', name: 'horizontal' },
    { option: 'unknown', menuLayout: 'unknown', name: 'inline' },
  ])('shell option $option over menuLayout $menuLayout → $name', ({ option, menuLayout, name }) => {
    expect(registry.choose(option, menuLayout).name).toBe(name);
  });

  it('knows the five layouts of the spec', () => {
    expect([...BUILT_IN_LAYOUTS]).toEqual([
      'inline',
      'horizontal',
      'side',
      'side-all',
      'only-content',
    ]);
    BUILT_IN_LAYOUTS.forEach((name) => expect(registry.has(name)).toBe(true));
  });
});

describe('layout registry: customisation keyed by layout name', () => {
  it('replaces a built-in layout by name, and the returned function restores it', () => {
    const registry = createLayoutRegistry(builtIns);
    const restore = registry.register('horizontal', 'CustomHorizontal');
    expect(registry.choose('horizontal')).toEqual({
      name: 'horizontal',
      component: 'CustomHorizontal',
    });
    expect(registry.get('inline')).toBe('Inline');
    restore();
    expect(registry.get('horizontal')).toBe('Horizontal');
  });

  it('replaces the default layout, used for unknown names too', () => {
    const registry = createLayoutRegistry(builtIns);
    registry.register('inline', 'MyInline');
    expect(registry.choose('nonsense')).toEqual({ name: 'inline', component: 'MyInline' });
  });

  it('adds a new layout a user menuLayout can then choose', () => {
    const registry = createLayoutRegistry(builtIns);
    expect(registry.choose('cockpit').name).toBe('inline');
    registry.register('Cockpit', 'CockpitLayout');
    expect(registry.choose('cockpit')).toEqual({ name: 'cockpit', component: 'CockpitLayout' });
  });

  it('restores the previous registration, and a later one survives an older restore', () => {
    const registry = createLayoutRegistry(builtIns);
    const first = registry.register('side', 'A');
    const second = registry.register('side', 'B');
    second();
    expect(registry.get('side')).toBe('A');
    const third = registry.register('side', 'C');
    first(); // stale: C stays
    expect(registry.get('side')).toBe('C');
    third();
    expect(registry.get('side')).toBe('A');
  });

  it('registries are independent', () => {
    const one = createLayoutRegistry(builtIns);
    const two = createLayoutRegistry(builtIns);
    one.register('side', 'X');
    expect(two.get('side')).toBe('Side');
  });

  it('refuses an empty name', () => {
    expect(() => createLayoutRegistry(builtIns).register('  ', 'X')).toThrow(/name is required/);
  });
});
