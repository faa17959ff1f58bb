import { UploadError, uploadFile } from './upload';

function respond(status: number, body: unknown) {
  const fn = jest.fn(() =>
    Promise.resolve({ ok: status < 400, status, json: async () => body } as unknown as Response),
  );
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

describe('uploadFile', () => {
  const file = new Blob(['x'], { type: 'image/png' });

  it('PUTs the raw file with its content type and returns the url', async () => {
    const fn = respond(200, { url: '/uploads/a.png' });
    await expect(uploadFile('/uploads/put/a', file)).resolves.toEqual({ url: '/uploads/a.png' });
    expect(fn).toHaveBeenCalledWith('/uploads/put/a', {
      method: 'PUT',
      body: file,
      headers: { 'content-type': 'image/png' },
    });
  });

  it('rejects with the server message on 413', async () => {
    respond(413, { message: 'Too large' });
    await expect(uploadFile('/u', file)).rejects.toEqual(new UploadError('Too large', 413));
  });

  it('rejects on a network error', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new Error('offline'))) as unknown as typeof fetch;
    await expect(uploadFile('/u', file)).rejects.toBeInstanceOf(UploadError);
  });
});
