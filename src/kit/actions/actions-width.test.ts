import { actionsColumnWidth, estimatedTextWidth, widestActionsColumn } from './actions-width';

describe('estimatedTextWidth', () => {
  it.each([
    ['', 0],
    ['Edit', 32],
    ['编辑', 28],
    ['执行一次', 56],
    ['Run once', 64],
    ['編集する', 56], // kana and kanji are full width
    ['ＡＢ', 28], // full-width Latin
    ['A编', 22],
  ])('%j → %i', (text, width) => expect(estimatedTextWidth(text)).toBe(width));
});

describe('actionsColumnWidth', () => {
  it.each([
    ['no actions: the cell alone', [], 'Action', 3, 17],
    // Edit 32+14, the cell 17
    ['one link', ['Edit'], 'Action', 3, 63],
    // Edit 46, Delete 62, gap 4, cell 17
    ['two links', ['Edit', 'Delete'], 'Action', 3, 129],
    // Pause 54, Run once 78, Action 48+14+20=82, gaps 8, cell 17
    ['two links and the dropdown', ['Pause', 'Run once', 'Edit'], 'Action', 2, 239],
    // 暂停 42, 执行一次 70, 操作 28+14+20=62, gaps 8, cell 17
    ['Chinese labels are wider per character', ['暂停', '执行一次', '编辑'], '操作', 2, 199],
    ['no links: only the dropdown', ['Edit', 'Delete'], 'Action', 0, 99],
    ['a negative maximum counts as none', ['Edit'], 'Action', -1, 99],
  ])('%s', (_label, labels, more, max, width) => {
    expect(actionsColumnWidth(labels, more, max)).toBe(width);
  });

  it('shows three links by default', () => {
    expect(actionsColumnWidth(['A', 'B', 'C'], 'More')).toBe(3 * 22 + 2 * 4 + 17);
  });
});

describe('widestActionsColumn', () => {
  it('takes the widest of the possible rows', () => {
    const rows = [
      ['Start', 'Run once', 'Edit', 'Delete'],
      ['Resume', 'Run once', 'Edit', 'Delete'],
    ];
    expect(widestActionsColumn(rows, 'Action', 2)).toBe(
      actionsColumnWidth(['Resume', 'Run once', 'Edit', 'Delete'], 'Action', 2),
    );
  });

  it('is nothing for no rows', () => {
    expect(widestActionsColumn([], 'Action')).toBe(0);
  });
});
