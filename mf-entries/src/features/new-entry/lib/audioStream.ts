/** The part of the browser's WebSocket the client uses (the `ws` package's client fits too, for tests). */
export interface SocketLike {
  binaryType: string;
  readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  send(data: string | ArrayBufferLike | ArrayBufferView): void;
  close(code?: number, reason?: string): void;
}
export type SocketFactory = (url: string, protocols: string[]) => SocketLike;

const OPEN = 1;
const CONNECTING = 0;
/** Audio held while the socket connects (a few seconds; older chunks are dropped, the recording keeps them). */
const MAX_QUEUED_CHUNKS = 50;

export interface AudioStreamEvents {
  /** The socket opened; the audio held while it connected has been sent. */
  onOpen(): void;
  onMessage(data: unknown): void;
  /** The socket failed or closed. */
  onClosed(): void;
}

/**
 * The socket of one live transcription stream, whatever its protocol: binary audio chunks out (held
 * while it connects), JSON control messages out, messages in.
 */
export class AudioStream {
  private socket: SocketLike | null;
  private queue: ArrayBuffer[] = [];

  constructor(url: string, protocols: string[], events: AudioStreamEvents, createSocket: SocketFactory) {
    const socket = createSocket(url, protocols);
    this.socket = socket;
    socket.binaryType = 'arraybuffer';
    socket.onopen = () => {
      for (const chunk of this.queue.splice(0)) socket.send(chunk);
      events.onOpen();
    };
    socket.onmessage = (event) => events.onMessage(event.data);
    socket.onerror = () => events.onClosed();
    socket.onclose = () => events.onClosed();
  }

  get open(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Sends 100 ms of 16 kHz 16-bit audio, or holds it while the socket connects. */
  sendAudio(chunk: Int16Array): void {
    const socket = this.socket;
    if (!socket) return;
    const bytes = chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.byteLength) as ArrayBuffer;
    if (socket.readyState === OPEN) socket.send(bytes);
    else if (socket.readyState === CONNECTING) {
      this.queue.push(bytes);
      if (this.queue.length > MAX_QUEUED_CHUNKS) this.queue.shift();
    }
  }

  /** Sends a control message once the socket is open (dropped otherwise). */
  sendJson(message: Record<string, unknown>): void {
    if (this.open) this.socket!.send(JSON.stringify(message));
  }

  /** Lets the socket go: no more events from it; with `close`, closed at once (leaving the page). */
  release({ close }: { close: boolean }): void {
    const socket = this.socket;
    this.socket = null;
    this.queue = [];
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
    if (!close) return;
    try {
      socket.close(1000);
    } catch {
      /* already closed */
    }
  }
}
