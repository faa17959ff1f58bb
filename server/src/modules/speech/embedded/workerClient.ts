import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { WorkerRequest, WorkerResults } from './worker';

/**
 * The main thread's handle on one engine worker. From compiled code the worker is dist's worker.js; from
 * TypeScript sources (jest, tsx scripts) it is worker.ts, loaded through tsx's require hook.
 */
export class EngineWorker {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  private failure: Error | null = null;

  constructor() {
    const file = path.join(__dirname, `worker${path.extname(__filename)}`);
    this.worker = file.endsWith('.ts')
      ? new Worker(`require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(file)});`, {
          eval: true,
        })
      : new Worker(file);
    this.worker.unref();
    this.worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
      const call = this.pending.get(message.id);
      if (!call) return;
      this.pending.delete(message.id);
      if (message.error !== undefined) call.reject(new Error(message.error));
      else call.resolve(message.result);
    });
    this.worker.on('error', (err) => this.fail(err));
    this.worker.on('exit', (code) => this.fail(new Error(`speech engine worker exited (${code})`)));
  }

  call<Op extends WorkerRequest['op']>(
    request: Extract<WorkerRequest, { op: Op }>,
    transfer: ArrayBuffer[] = [],
  ): Promise<WorkerResults[Op]> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<WorkerResults[Op]>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, request }, transfer);
    });
  }

  /** The worker stopped or failed: it answers nothing more. */
  get failed(): boolean {
    return this.failure !== null;
  }

  async terminate(): Promise<void> {
    this.fail(new Error('speech engine worker stopped'));
    await this.worker.terminate();
  }

  private fail(err: Error): void {
    this.failure ??= err;
    for (const call of this.pending.values()) call.reject(this.failure);
    this.pending.clear();
  }
}
