/** @jest-environment jsdom */
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { productionTexts } from '../../texts';
import { formValuesOf, TaskDialog, taskFieldsOf, type TaskFields } from './TaskDialog';

const user = userEvent.setup({ pointerEventsCheck: 0 });
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
beforeAll(prepareDomForAntd);

const task = (fields: Partial<TaskFields> = {}): TaskFields => ({
  text: 'Weld',
  type: 'task',
  start_date: '2024-07-01',
  end_date: '2024-07-04',
  progress: 0.25,
  ...fields,
});

describe('a task in the dialog and back', () => {
  it.each<[string, Partial<TaskFields>, { last: string; progress: number; end?: string }]>([
    ['the end shows as the last day', {}, { last: '2024-07-03', progress: 25 }],
    [
      'a milestone ends where it starts',
      { type: 'milestone', end_date: '2024-07-01' },
      { last: '2024-07-01', progress: 25 },
    ],
    [
      'a task of no length lasts a day once edited',
      { end_date: '2024-07-01' },
      { last: '2024-07-01', progress: 25, end: '2024-07-02' },
    ],
  ])('%s', (_label, fields, expected) => {
    const values = formValuesOf(task(fields));
    expect(values.last.format('YYYY-MM-DD')).toBe(expected.last);
    expect(values.progress).toBe(expected.progress);
    expect(taskFieldsOf(values)).toEqual(
      task({ ...fields, end_date: expected.end ?? task(fields).end_date }),
    );
  });

  it('trims the name and rounds the progress to two decimals', () => {
    const values = { ...formValuesOf(task()), text: '  Weld  ', progress: 33.333 };
    expect(taskFieldsOf(values)).toMatchObject({ text: 'Weld', progress: 0.33 });
  });
});

describe('the task dialog', () => {
  it('refuses an empty name in the user’s words and sends nothing', async () => {
    const onOk = jest.fn();
    renderPage(
      <TaskDialog
        open
        creating
        initial={task({ text: '' })}
        dateFormat="YYYY-MM-DD"
        onOk={onOk}
        onClose={() => undefined}
      />,
      { texts: productionTexts },
    );
    expect(await screen.findByText('New task')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /OK/ }));
    expect(await screen.findByText('Enter the Name')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), 'Paint');
    await user.click(screen.getByRole('button', { name: /OK/ }));
    expect(onOk).toHaveBeenCalledWith(task({ text: 'Paint' }));
  });
});
