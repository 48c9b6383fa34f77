import { describe, expect, it } from 'vitest';
import { Gate } from '../../server/limits.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the page gate', () => {
  it('lets `max` holders in at once and the others in first come, first served', async () => {
    const gate = new Gate(2);
    const order: number[] = [];
    expect(await gate.acquire()).toBe(true);
    expect(await gate.acquire()).toBe(true);
    const waiting = [3, 4, 5].map((n) => gate.acquire().then((ok) => ok && order.push(n)));
    await tick();
    expect(gate.load).toEqual({ active: 2, waiting: 3 });
    gate.release();
    await tick();
    expect(order).toEqual([3]);
    gate.release();
    gate.release();
    await Promise.all(waiting);
    expect(order).toEqual([3, 4, 5]);
    expect(gate.load).toEqual({ active: 2, waiting: 0 });
    gate.release();
    gate.release();
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });

  it('gives the turn of a visitor who went away while waiting to the next one', async () => {
    const gate = new Gate(1);
    await gate.acquire();
    const gone = new AbortController();
    const first = gate.acquire(gone.signal);
    const second = gate.acquire();
    gone.abort();
    gate.release();
    expect(await first).toBe(false);
    expect(await second).toBe(true);
    expect(gate.load).toEqual({ active: 1, waiting: 0 });
    gate.release();
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });
});
