/** Raised when a signed-URL upload fails; `status` is the HTTP status (0 for a network error). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * PUTs a file (logo, profile image, audio blob) to a signed upload URL returned by a mutation.
 * 200 answers `{ url }`; 413/415/403 answer `{ message }` and reject with an UploadError.
 */
export async function uploadFile(url: string, file: Blob): Promise<{ url: string | null }> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'PUT', body: file, headers: { 'content-type': file.type } });
  } catch (error) {
    throw new UploadError(error instanceof Error ? error.message : 'Network error', 0);
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  const field = (name: string) =>
    body && typeof body === 'object' && typeof (body as Record<string, unknown>)[name] === 'string'
      ? ((body as Record<string, unknown>)[name] as string)
      : null;
  if (!res.ok) throw new UploadError(field('message') ?? `Upload failed (${res.status})`, res.status);
  return { url: field('url') };
}
