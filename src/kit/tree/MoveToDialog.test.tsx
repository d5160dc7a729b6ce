/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { RequestError } from '../../request/request-error';
import { kitTexts } from '../texts';
import type { TreeItem } from './check-tree';
import { MoveToDialog } from './MoveToDialog';

const user = userEvent.setup({ pointerEventsCheck: 0 });

beforeAll(prepareDomForAntd);

// r > (d > a), c ; t — all groups but the leaf a
const items: TreeItem[] = [
  {
    key: 'r',
    title: 'Root',
    code: 'R',
    group: true,
    children: [
      { key: 'd', title: 'Dir', group: true, children: [{ key: 'a', title: 'Leaf' }] },
      { key: 'c', title: 'Other', group: true },
    ],
  },
  { key: 't', title: 'Top', group: true },
];

const show = (onMove: (parent: unknown) => Promise<unknown>, onClose = jest.fn()) => {
  renderPage(
    <MoveToDialog
      items={items}
      moving={{ key: 'd', title: 'Dir' }}
      onMove={onMove}
      onClose={onClose}
    />,
    { texts: kitTexts },
  );
  return onClose;
};
const options = () => document.querySelector('.ant-select-tree-list') as HTMLElement;

describe('MoveToDialog', () => {
  it('offers the top level and the nodes that may hold it, never itself or what is below it', async () => {
    show(jest.fn());
    expect(screen.getByText('Move “Dir”')).toBeTruthy();
    await user.click(screen.getByLabelText('Under'));
    await waitFor(() => expect(within(options()).getByText('Root (R)')).toBeTruthy());
    const shown = within(options());
    expect(shown.getByText('The top level')).toBeTruthy();
    expect(shown.getByText('Other')).toBeTruthy();
    expect(shown.getByText('Top')).toBeTruthy();
    expect(shown.queryByText('Dir')).toBeNull();
    expect(shown.queryByText('Leaf')).toBeNull();
  });

  it('asks for a choice; a refused move keeps it open, a landed one closes', async () => {
    const onMove = jest
      .fn()
      .mockRejectedValueOnce(new RequestError('business', 'no', { code: 'error.unit.refused' }))
      .mockResolvedValue({});
    const onClose = show(onMove);
    const ok = screen.getByRole('button', { hidden: true, name: 'OK' });
    await user.click(ok);
    expect(await screen.findByText('Choose where to move it')).toBeTruthy();
    expect(onMove).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Under'));
    await user.keyboard('top level');
    // the list reads `which`, which user-event leaves out
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter', keyCode: 13, which: 13 });
    await user.click(ok);
    await waitFor(() => expect(onMove).toHaveBeenCalledWith(null));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(ok);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
