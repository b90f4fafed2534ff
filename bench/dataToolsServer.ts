// The server the data-tools bench measures, started as `npm start` starts it: the compiled bundle
// (rebuilt first if stale, by scripts/ensure-server-build.mjs) run by plain node with the start
// script's own command line, read from package.json. Its memory is read from outside, in /proc
// (Linux), so the bench's own process weighs nothing in it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { freePort } from '../tests/support/freePort';

const mb = (kb: number) => Math.round(kb / 1024);

/** The start script's last command (`node ... dist/server/main.mjs`), as argv for this node. */
function startCommand(): string[] {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const [program, ...args] = scripts.start.split('&&').at(-1)!.trim().split(/\s+/);
  if (program !== 'node') throw new Error(`npm start's last command is not node: ${scripts.start}`);
  return args;
}

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0);
}

/** The CPU time the process has used, in seconds (utime + stime, at 100 ticks a second): a busy machine slows the wall clock, not this. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export interface BenchServer {
  base: string;
  rssMb(): number;
  /** The RSS while `job` runs: before it, at its peak (sampled every 20 ms and the kernel's high-water mark), and the difference. */
  sampledRss<T>(job: () => Promise<T>): Promise<{ result: T; memory: { idleRssMb: number; peakRssMb: number; jobAddedMb: number; serverCpuSeconds: number } }>;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string>): Promise<BenchServer> {
  execFileSync(process.execPath, ['scripts/ensure-server-build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, startCommand(), {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const pid = child.pid!;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/manage/auth/version`)).ok) break;
    } catch { /* not up yet */ }
    if (i === 240 || child.exitCode !== null) {
      child.kill();
      throw new Error('The server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const rssMb = () => mb(statusKb(pid, 'VmRSS'));
  return {
    base,
    rssMb,
    async sampledRss(job) {
      const idle = rssMb();
      const cpuBefore = cpuSeconds(pid);
      // Writing 5 to clear_refs resets the high-water mark, which then catches a peak between samples.
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
      let peak = idle;
      const sampler = setInterval(() => { peak = Math.max(peak, rssMb()); }, 20);
      try {
        const result = await job();
        peak = Math.max(peak, rssMb(), mb(statusKb(pid, 'VmHWM')));
        const serverCpuSeconds = Number((cpuSeconds(pid) - cpuBefore).toFixed(2));
        return { result, memory: { idleRssMb: idle, peakRssMb: peak, jobAddedMb: peak - idle, serverCpuSeconds } };
      } finally {
        clearInterval(sampler);
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
