import { createTabEvents, onTabEvent, tabEvents, type TabEvent } from './tab-events';

describe('createTabEvents', () => {
  it('hands every event to every listener, in the order they were added', () => {
    const events = createTabEvents();
    const seen: string[] = [];
    events.on((event) => seen.push(`first ${event.type}`));
    events.on((event) => seen.push(`second ${event.type}`));
    events.emit({ type: 'close', keys: ['/a'] });
    events.emit({ type: 'refresh', key: '/a' });
    expect(seen).toEqual(['first close', 'second close', 'first refresh', 'second refresh']);
  });

  it('stops calling a listener once it unsubscribed', () => {
    const events = createTabEvents();
    const listener = jest.fn();
    const unsubscribe = events.on(listener);
    events.emit({ type: 'refresh', key: '/a' });
    unsubscribe();
    unsubscribe(); // twice is harmless
    events.emit({ type: 'refresh', key: '/b' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ type: 'refresh', key: '/a' });
  });

  it('adds a listener once however often it is passed', () => {
    const events = createTabEvents();
    const listener = jest.fn();
    events.on(listener);
    events.on(listener);
    events.emit({ type: 'close', keys: ['/a'] });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps calling the other listeners when one throws', () => {
    const events = createTabEvents();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const after = jest.fn();
    events.on(() => {
      throw new Error('listener bug');
    });
    events.on(after);
    expect(() => events.emit({ type: 'close', keys: ['/a'] })).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('lets a listener unsubscribe while the event is being handed out', () => {
    const events = createTabEvents();
    const later = jest.fn();
    const unsubscribe = events.on(() => unsubscribe());
    events.on(later);
    events.emit({ type: 'refresh', key: '/a' });
    events.emit({ type: 'refresh', key: '/b' });
    expect(later).toHaveBeenCalledTimes(2);
  });

  it('keeps separate emitters apart', () => {
    const one = createTabEvents();
    const other = createTabEvents();
    const listener = jest.fn();
    one.on(listener);
    other.emit({ type: 'refresh', key: '/a' });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('onTabEvent', () => {
  it('listens to the shared emitter', () => {
    const seen: TabEvent[] = [];
    const unsubscribe = onTabEvent((event) => seen.push(event));
    tabEvents.emit({ type: 'close', keys: ['/a', '/b'] });
    unsubscribe();
    tabEvents.emit({ type: 'close', keys: ['/c'] });
    expect(seen).toEqual([{ type: 'close', keys: ['/a', '/b'] }]);
  });
});
