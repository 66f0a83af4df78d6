// The long tasks of one page load, from a Chromium trace taken with the CPU slowed: where each
// began, how long it held the main thread, and which source files its time went to (the CPU
// profiler's samples, mapped through the build's source maps). Blocking time is counted as
// Lighthouse counts it: what a task after the first contentful paint holds beyond 50 ms.

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

/** A script position the profiler sampled: the file's address, 0-based line and column. */
export interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface LongTask {
  /** Milliseconds from the navigation's start. */
  startMs: number;
  durationMs: number;
  /** Milliseconds of the task beyond 50, after the first contentful paint. */
  blockingMs: number;
  /** Milliseconds by source (as `sourceOf` names it), most first. */
  sources: [string, number][];
}

export interface PageLoadTasks {
  fcpMs: number | undefined;
  tasks: LongTask[];
  blockingMs: number;
}

const LONG_TASK_US = 50_000;
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The renderer's main thread that parsed the page. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const parsed = new Set(events.filter((e) => e.name === 'ParseHTML').map((e) => `${e.pid}:${e.tid}`));
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && parsed.has(`${e.pid}:${e.tid}`));
  if (!main) throw new Error('the trace has no renderer main thread that parsed a page');
  return { pid: main.pid, tid: main.tid };
}

/** The main thread's CPU samples: when each was taken and its innermost frame, with the frame that called it. */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, { frame: Frame; parent?: number }>();
  const samples: { ts: number; node: number }[] = [];
  for (const profile of events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid)) {
    let ts = Number(profile.args?.data?.startTime);
    for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)) {
      const data = chunk.args?.data as {
        cpuProfile?: { nodes?: { id: number; parent?: number; callFrame: Frame }[]; samples?: number[] };
        timeDeltas?: number[];
      };
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, { frame: node.callFrame, parent: node.parent });
      (data.cpuProfile?.samples ?? []).forEach((node, i) => {
        ts += data.timeDeltas?.[i] ?? 0;
        samples.push({ ts, node });
      });
    }
  }
  return { nodes, samples };
}

/**
 * The long tasks of the page load in `events`. `sourceOf` names a sampled frame's source; a
 * browser function (appendChild, fetch) is charged to its caller's, as `name<-caller`.
 */
export function longTasks(events: TraceEvent[], sourceOf: (frame: Frame) => string): PageLoadTasks {
  const { pid, tid } = mainThread(events);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const start = onMain.find((e) => e.name === 'navigationStart')?.ts ?? Math.min(...onMain.map((e) => e.ts));
  const fcp = onMain.find((e) => e.name === 'firstContentfulPaint')?.ts;
  // Tasks nest (a thread controller's task inside the scheduler's): only the outermost counts.
  const candidates = onMain.filter((e) => e.ph === 'X' && TASK_NAMES.has(e.name) && (e.dur ?? 0) >= LONG_TASK_US);
  const outermost = candidates.filter(
    (task, i) =>
      !candidates.some(
        (other, j) => j !== i && other.ts <= task.ts && other.ts + other.dur! >= task.ts + task.dur! && (other.dur! > task.dur! || j < i),
      ),
  );
  const { nodes, samples } = samplesOf(events, pid, tid);
  const label = (node: number) => {
    const { frame, parent } = nodes.get(node) ?? {};
    if (!frame) return '(unknown)';
    if (frame.url) return sourceOf(frame);
    const caller = parent === undefined ? undefined : nodes.get(parent)?.frame;
    const name = frame.functionName || 'program';
    return name.startsWith('(') || !caller?.url ? `(${name.replace(/^\((.*)\)$/, '$1')})` : `${name}<-${sourceOf(caller)}`;
  };
  const tasks = outermost.map((task): LongTask => {
    const end = task.ts + task.dur!;
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    const bySource = new Map<string, number>();
    inTask.forEach((sample, i) => {
      const until = inTask[i + 1]?.ts ?? end;
      bySource.set(label(sample.node), (bySource.get(label(sample.node)) ?? 0) + (until - sample.ts) / 1000);
    });
    // Only the part after the first contentful paint counts (Lighthouse's rule): before it there is nothing to answer.
    const afterPaint = fcp === undefined ? 0 : (end - Math.max(task.ts, fcp)) / 1000;
    return {
      startMs: (task.ts - start) / 1000,
      durationMs: task.dur! / 1000,
      blockingMs: Math.max(0, afterPaint - 50),
      sources: [...bySource].sort((a, b) => b[1] - a[1]),
    };
  });
  return {
    fcpMs: fcp === undefined ? undefined : (fcp - start) / 1000,
    tasks,
    blockingMs: tasks.reduce((sum, t) => sum + t.blockingMs, 0),
  };
}
