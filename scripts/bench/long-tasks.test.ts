import { describe, expect, it } from 'vitest';
import { longTasks, type TraceEvent } from './long-tasks';

const MAIN = { pid: 1, tid: 7 };
const at = (ms: number) => 1_000_000 + ms * 1000;
const task = (startMs: number, durationMs: number, name = 'RunTask'): TraceEvent =>
  ({ name, ph: 'X', ts: at(startMs), dur: durationMs * 1000, cat: 'toplevel', ...MAIN }) as TraceEvent;
const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0, columnNumber: 0 });

/** A page load: navigation at 0, first paint at 100 ms, and the CPU profile's samples given as [ms, node]. */
function trace(tasks: TraceEvent[], samples: [number, number][]): TraceEvent[] {
  const deltas = samples.map(([ms], i) => (i === 0 ? ms * 1000 : (ms - samples[i - 1]![0]) * 1000));
  return [
    { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid: 9, args: { name: 'DedicatedWorker thread' } },
    { name: 'ParseHTML', ph: 'X', ts: at(1), dur: 1000, ...MAIN },
    { name: 'navigationStart', ph: 'R', ts: at(0), ...MAIN },
    { name: 'firstContentfulPaint', ph: 'R', ts: at(100), ...MAIN },
    ...tasks,
    { name: 'Profile', ph: 'P', ts: at(0), id: 'p', ...MAIN, args: { data: { startTime: at(0) } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      ts: at(0),
      id: 'p',
      ...MAIN,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: frame('(root)') },
              { id: 2, parent: 1, callFrame: frame('render', 'http://x/assets/framework.js') },
              { id: 3, parent: 2, callFrame: frame('appendChild') },
              { id: 4, parent: 1, callFrame: frame('format', 'http://x/assets/format.js') },
            ],
            samples: samples.map(([, node]) => node),
          },
          timeDeltas: deltas,
        },
      },
    },
  ] as TraceEvent[];
}

const byFile = (f: { url: string; functionName: string }) => f.url.split('/').pop()!;

describe('longTasks', () => {
  it('counts what a task after the first paint holds beyond 50 ms, and only the part after the paint of one that spans it', () => {
    const load = longTasks(trace([task(20, 60), task(80, 90), task(300, 120), task(500, 30)], []), byFile);
    expect(load.fcpMs).toBe(100);
    expect(load.tasks.map((t) => [t.startMs, t.durationMs, t.blockingMs])).toEqual([
      [20, 60, 0],
      [80, 90, 20],
      [300, 120, 70],
    ]);
    expect(load.blockingMs).toBe(90);
  });

  it('counts a task nested in another once, and a task of another thread not at all', () => {
    const other = { ...task(200, 400), tid: 9 };
    const load = longTasks(trace([task(200, 80), task(201, 78, 'ThreadControllerImpl::RunTask'), other], []), byFile);
    expect(load.tasks.map((t) => t.durationMs)).toEqual([80]);
  });

  it('charges each sample to its source until the next, and a browser function to its caller', () => {
    const load = longTasks(
      trace(
        [task(200, 100)],
        [
          [200, 2],
          [230, 3],
          [250, 4],
          [290, 2],
        ],
      ),
      byFile,
    );
    expect(load.tasks[0]!.sources).toEqual([
      ['framework.js', 40],
      ['format.js', 40],
      ['appendChild<-framework.js', 20],
    ]);
  });
});
