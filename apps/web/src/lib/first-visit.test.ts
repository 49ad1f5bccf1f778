import { describe, expect, it } from 'vitest';
import { FirstVisitQueue } from './first-visit.ts';

describe('first-visit notices take turns', () => {
  it('shows welcome, then the cookie banner, then the splash, one at a time', () => {
    const queue = new FirstVisitQueue();
    queue.want('splash', true);
    queue.want('consent', true);
    queue.want('welcome', true);
    expect(queue.current()).toBe('welcome');
    queue.finish('welcome');
    expect(queue.current()).toBe('consent');
    queue.finish('consent');
    expect(queue.current()).toBe('splash');
    queue.finish('splash');
    expect(queue.current()).toBeNull();
  });

  it('skips a notice that does not want to show, and one that stops wanting', () => {
    const queue = new FirstVisitQueue();
    queue.want('welcome', false);
    queue.want('consent', true);
    queue.want('splash', true);
    expect(queue.current()).toBe('consent');
    queue.want('consent', false);
    expect(queue.current()).toBe('splash');
  });

  it('tells its subscribers when the turn moves', () => {
    const queue = new FirstVisitQueue();
    let calls = 0;
    const stop = queue.subscribe(() => calls++);
    queue.want('welcome', true);
    queue.finish('welcome');
    queue.finish('welcome');
    stop();
    queue.want('splash', true);
    expect(calls).toBe(2);
  });
});
