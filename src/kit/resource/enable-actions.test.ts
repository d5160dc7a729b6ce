import { enableActions, enabledOptions } from './enable-actions';

type Row = { id: number; enabledFlag?: unknown };

describe('enableActions', () => {
  const save = jest.fn((_row: Row, _flag: 0 | 1) => Promise.resolve());
  const [enable, disable] = enableActions<Row>({ permission: 'x.button.edit', save });

  it.each([
    [1, ['disable']],
    ['1', ['disable']],
    [true, ['disable']],
    [0, ['enable']],
    ['0', ['enable']],
    [null, ['enable']],
    [undefined, ['enable']],
  ])('a row whose flag is %p is offered %p', (enabledFlag, offered) => {
    const row = { id: 1, enabledFlag };
    expect([enable, disable].filter((a) => a.when!(row)).map((a) => a.key)).toEqual(offered);
  });

  it('saves the row with the other flag, under the one permission', async () => {
    await enable.run!({ id: 2, enabledFlag: 0 });
    await disable.run!({ id: 3, enabledFlag: 1 });
    expect(save.mock.calls).toEqual([
      [{ id: 2, enabledFlag: 0 }, 1],
      [{ id: 3, enabledFlag: 1 }, 0],
    ]);
    expect([enable.permission, disable.permission, disable.danger]).toEqual([
      'x.button.edit',
      'x.button.edit',
      true,
    ]);
  });
});

describe('enabledOptions', () => {
  it('offers Enabled (1) and Disabled (0) in the kit’s words', () => {
    expect(enabledOptions((key) => `«${key}»`)).toEqual([
      { value: 1, label: '«hzero.common.kit.status.enabled»' },
      { value: 0, label: '«hzero.common.kit.status.disabled»' },
    ]);
  });
});
