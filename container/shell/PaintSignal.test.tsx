/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { legacy_createStore as createStore } from 'redux';
import { initialGlobalState, type GlobalState } from './global-model';
import { PaintSignal } from './PaintSignal';

type Root = { global: GlobalState };

function shell(onPainted: () => void) {
  const store = createStore(
    (state: Root | undefined, action: { type: string; payload?: Partial<GlobalState> }) =>
      action.type === 'set'
        ? { global: { ...state!.global, ...action.payload } }
        : (state ?? { global: initialGlobalState }),
  );
  render(
    <Provider store={store}>
      <PaintSignal onPainted={onPainted} />
    </Provider>,
  );
  return (payload: Partial<GlobalState>) =>
    act(() => void store.dispatch({ type: 'set', payload }));
}

const frameAndTask = () => act(() => jest.advanceTimersByTime(20));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('PaintSignal', () => {
  it('waits for the menu, then says so once the frame showing it has been painted', () => {
    const onPainted = jest.fn();
    const set = shell(onPainted);
    frameAndTask();
    expect(onPainted).not.toHaveBeenCalled();
    set({ menuLoad: true });
    expect(onPainted).not.toHaveBeenCalled();
    frameAndTask();
    expect(onPainted).toHaveBeenCalledTimes(1);
    set({ layoutPainted: true });
    frameAndTask();
    expect(onPainted).toHaveBeenCalledTimes(1);
  });

  it('also when the menu could not be loaded (the page says why)', () => {
    const onPainted = jest.fn();
    shell(onPainted)({ menuLoadError: 'down' });
    frameAndTask();
    expect(onPainted).toHaveBeenCalledTimes(1);
  });
});
