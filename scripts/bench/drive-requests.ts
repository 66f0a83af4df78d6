// The benches' request loop: `count` requests, at most `concurrency` at a time; any non-2xx answer or
// network failure is an error, the first one kept to print.
export interface Driven {
  /** Each request's milliseconds, in the order they ended. */
  latencies: number[];
  seconds: number;
  errors: number;
  firstError?: string;
}

export async function driveRequests(count: number, concurrency: number, request: (i: number) => Promise<Response>): Promise<Driven> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let next = 0;
  const client = async () => {
    while (next < count) {
      const i = next++;
      const started = performance.now();
      try {
        const res = await request(i);
        const body = await res.text();
        if (!res.ok) throw new Error(`${res.status} ${body.slice(0, 200)}`);
      } catch (error) {
        errors++;
        firstError ??= (error as Error).message;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  return { latencies, seconds: (performance.now() - started) / 1000, errors, firstError };
}
