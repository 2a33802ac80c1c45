import { afterEach, describe, expect, it, vi } from 'vitest';
import { inATaskOfItsOwn, nextTurn } from './task-of-its-own';

afterEach(() => vi.unstubAllGlobals());

describe('a task of its own', () => {
  it('without scheduler.yield (Safari, jsdom) there is no turn to wait for and the work runs at once', () => {
    expect(nextTurn()).toBeUndefined();
    const work = vi.fn();
    inATaskOfItsOwn(work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('with scheduler.yield the work runs once the browser gives the turn back, not before', async () => {
    let giveBack = () => {};
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => (giveBack = resolve)) });
    const work = vi.fn();
    inATaskOfItsOwn(work);
    await Promise.resolve();
    expect(work).not.toHaveBeenCalled();
    giveBack();
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
  });
});
