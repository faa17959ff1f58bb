// BENCH_ONLY=transfer: export (CSV, streamed) of the seeded account and import of that CSV into an empty account.
import { readFileSync } from 'node:fs';

/** Samples a process's resident memory (Linux /proc) while `task` runs; returns the task's result and the peak. */
async function withPeakRss(pid, task) {
  const rss = () => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      return m ? Number(m[1]) * 1024 : 0;
    } catch {
      return 0;
    }
  };
  const before = rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rss())), 50);
  try {
    const result = await task();
    return { result, before, peak: Math.max(peak, rss()) };
  } finally {
    clearInterval(timer);
  }
}

const mb = (bytes) => `${(bytes / (1024 * 1024)).toFixed(0)} MiB`;

/**
 * (e) Export then import of every row of an account (the benchmark account holds 110,000 entries):
 * rows per second and the server's peak resident memory during each.
 */
export async function measureTransfer({ base, serverPid, ownerToken, emptyAccountToken }) {
  const exported = await withPeakRss(serverPid, async () => {
    const started = performance.now();
    const response = await fetch(`${base}/transfer/export.csv`, { headers: { authorization: `Bearer ${ownerToken}` } });
    if (!response.ok) throw new Error(`export: ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    return { body, ms: performance.now() - started };
  });
  const csv = exported.result.body;
  const imported = await withPeakRss(serverPid, async () => {
    const started = performance.now();
    const response = await fetch(`${base}/transfer/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${emptyAccountToken}`, 'content-type': 'text/csv' },
      body: csv,
    });
    const report = await response.json();
    if (!report.ok) throw new Error(`import: ${response.status} ${JSON.stringify(report).slice(0, 500)}`);
    return { report, ms: performance.now() - started };
  });
  const { counts } = imported.result.report;
  const rows = counts.inscriptions + counts.questions + counts.entries + counts.answers;
  console.info(`\n(e) Import and export of ${counts.entries.toLocaleString('en')} entries (${mb(csv.length)} of CSV), loopback`);
  console.info(
    `    export CSV: ${(exported.result.ms / 1000).toFixed(1)} s, ${Math.round(rows / (exported.result.ms / 1000)).toLocaleString('en')} rows/s, server peak RSS ${mb(exported.peak)} (${mb(exported.before)} before)`,
  );
  console.info(
    `    import CSV: ${(imported.result.ms / 1000).toFixed(1)} s, ${Math.round(rows / (imported.result.ms / 1000)).toLocaleString('en')} rows/s, server peak RSS ${mb(imported.peak)} (${mb(imported.before)} before)`,
  );
}
