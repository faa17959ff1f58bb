// Process helpers of the topology (topology.ts): free ports, and waiting for a child to be ready.
import type { ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';

export interface Stoppable {
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => done(true)));
    socket.once('error', () => done(false));
  });
}

/** Resolves once `marker` shows in a child's output (or, without one, once `port` accepts connections). */
export async function started(child: ChildProcess, output: string[], { marker, port }: { marker?: string; port?: number }): Promise<void> {
  for (let attempt = 0; attempt < 900; attempt++) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${output.join('')}`);
    if (marker && output.join('').includes(marker)) return;
    if (port !== undefined && (await accepts(port))) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`did not start:\n${output.join('')}`);
}

/** Waits for a child to exit after `signal`; at once when it already has. */
export async function stopped(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  await exited;
}
