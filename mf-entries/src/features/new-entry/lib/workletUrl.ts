/**
 * The capture worklet, emitted by webpack as a file of this remote (same origin as its scripts), so
 * it loads under the CSP's script-src without allowing blob: scripts. Kept apart: jest cannot parse import.meta.
 */
export const pcmCaptureWorkletUrl = (): string => new URL('./pcm-capture.worklet.js', import.meta.url).href;
