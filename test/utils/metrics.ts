/**
 * Reading a gateway's /metrics (Prometheus text) in tests: the counters it keeps are events
 * a test can wait on.
 */

/** The sum of every series of `name` whose labels include `labels`, as /metrics at `url` shows it now. */
export async function metric(
  url: string,
  name: string,
  labels: Record<string, string> = {},
): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  let sum = 0;
  for (const line of text.split('\n')) {
    const series = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (series === null || series[1] !== name) continue;
    const has = series[2] ?? '';
    if (Object.entries(labels).every(([label, value]) => has.includes(`${label}="${value}"`)))
      sum += Number(series[3]);
  }
  return sum;
}
