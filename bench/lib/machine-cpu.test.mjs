// What the render benchmark's verdict on each dropped frame rests on (node --test, run by `npm test`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import test from 'node:test';
import { attributeDrops, available, perFrame, schedMs, startSampler, stealMs } from './machine-cpu.mjs';

test('steal is the 8th number of /proc/stat, in ticks of 10 ms; schedstat gives run and wait in ns', () => {
  assert.equal(stealMs('cpu  4705 150 1120 16250 520 0 36 37 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\n'), 370);
  assert.deepEqual(schedMs('2000000 5000000 10\n'), [2, 5]);
  assert.deepEqual(schedMs(null), [NaN, NaN]); // the thread has ended
});

test('per frame: the host steal around it, and the CPU and the wait of each thread within it', () => {
  // Every 2 ms: the main thread runs 1 ms of each 2; 10 ms of steal are booked at 30 ms and it
  // waits 6 ms for a core between 40 and 46 ms.
  const samples = [];
  for (let t = 0; t <= 60; t += 2)
    samples.push([1000 + t, t >= 30 ? 10 : 0, t / 2, Math.min(6, Math.max(0, t - 40))]);
  const [first, second, third] = perFrame(samples, ['main'], [1000, 1016, 1026, 1050], 5);
  assert.deepEqual(first, { ms: 16, stealMs: 0, main: { run: 8, wait: 0 } });
  assert.equal(second.stealMs, 10); // booked at 30 ms, within 5 ms of the frame's end (26 ms)
  assert.deepEqual(second.main, { run: 5, wait: 0 });
  assert.deepEqual(third.main, { run: 12, wait: 6 });
});

test('a dropped frame is the page’s when its main thread ran over budget, else the machine’s when it was starved', () => {
  const frame = (ms, stealMs, run, wait = 0, compositorWait = 0) => ({
    ms,
    stealMs,
    main: { run, wait },
    compositor: { run: 1, wait: compositorWait },
  });
  const result = attributeDrops(
    [
      frame(16.7, 20, 30), // not dropped, whatever it cost
      frame(33.4, 10, 6), // the host took the CPU
      frame(33.4, 0, 6, 5), // the main thread waited for a core
      frame(33.4, 0, 6, 0, 4), // the compositor did
      frame(33.4, 10, 20), // the page ran 20 ms: its own, even with steal beside it
      frame(50, 0, 6), // neither
    ],
    { droppedMs: 25, budgetMs: 16.7 },
  );
  assert.deepEqual(
    { dropped: result.dropped, machine: result.machine, page: result.page, other: result.other },
    { dropped: 5, machine: 3, page: 1, other: 1 },
  );
  assert.deepEqual(result.mainRun, [30, 6, 6, 6, 20, 6]);
});

test(
  'the sampler follows a thread’s CPU time on a worker, whatever this thread is doing',
  { skip: !available },
  async () => {
    const self = `/proc/${process.pid}/task/${process.pid}/schedstat`;
    assert.ok(fs.existsSync(self));
    const cpu = () => schedMs(fs.readFileSync(self, 'utf8'))[0];
    const sampler = await startSampler({ self }, 1);
    // 60 ms of CPU on this thread, counted by the kernel: on a busy machine that takes longer
    // than 60 ms (a loop on the clock alone got 49.6 ms of CPU in one CI run).
    const from = cpu();
    while (cpu() - from < 60);
    const samples = await sampler.stop();
    assert.deepEqual(sampler.names, ['self']);
    assert.ok(samples.length > 20, `${samples.length} samples`);
    const ran = samples.at(-1)[2] - samples[0][2];
    assert.ok(ran >= 60, `the thread ran ${ran} ms`);
    assert.ok(samples.every((row, i) => i === 0 || row[0] > samples[i - 1][0]));
  },
);
