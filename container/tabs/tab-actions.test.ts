import type { Tab } from './tabs';
import { enabledActions } from './tab-actions';

const tab = (key: string, closable = true): Tab => ({
  key,
  path: key,
  title: key,
  closable,
  type: 'menu',
});
const tabs = [tab('/workplace', false), tab('/a'), tab('/b'), tab('/c')];

describe('enabledActions', () => {
  it.each([
    [
      'the workplace tab',
      0,
      { closeTab: false, closeOtherTabs: true, closeLeftTabs: false, closeRightTabs: true },
    ],
    [
      'a middle tab',
      2,
      { closeTab: true, closeOtherTabs: true, closeLeftTabs: true, closeRightTabs: true },
    ],
    [
      'the last tab',
      3,
      { closeTab: true, closeOtherTabs: true, closeLeftTabs: true, closeRightTabs: false },
    ],
    [
      'the first closable tab',
      1,
      { closeTab: true, closeOtherTabs: true, closeLeftTabs: false, closeRightTabs: true },
    ],
  ])('for %s', (_name, index, expected) => {
    expect(enabledActions(tabs, index)).toEqual({
      refreshTab: true,
      closeAllTabs: true,
      ...expected,
    });
  });

  it('offers no closing when only the workplace is open', () => {
    expect(enabledActions([tab('/workplace', false)], 0)).toEqual({
      refreshTab: true,
      closeTab: false,
      closeOtherTabs: false,
      closeLeftTabs: false,
      closeRightTabs: false,
      closeAllTabs: false,
    });
  });
});
