/** Test helper: a fetch mock answering GraphQL operations by name and other calls by `METHOD path`. */
export interface FakeResponse {
  status?: number;
  body?: unknown;
}
type Route = FakeResponse | ((variables: Record<string, unknown>) => FakeResponse);

export function mockApi(operations: Record<string, Route>, other: Record<string, Route> = {}) {
  const fn = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    let route: Route | undefined;
    let variables: Record<string, unknown> = {};
    const graphql = url.pathname === '/graphql';
    if (graphql) {
      const body = JSON.parse(String(init?.body)) as { operationName?: string; variables?: Record<string, unknown> };
      route = operations[body.operationName ?? ''];
      variables = body.variables ?? {};
    } else route = other[`${method} ${url.pathname}`];
    if (!route) return new Promise<Response>(() => undefined);
    const { status = 200, body } = typeof route === 'function' ? route(variables) : route;
    const payload = graphql && status < 400 ? { data: body } : body;
    return Promise.resolve({
      ok: status < 400,
      status,
      headers: { get: () => 'application/json' },
      json: async () => payload,
      text: async () => JSON.stringify(payload),
    } as unknown as Response);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

export function variablesOf(fn: jest.Mock, operationName: string): Record<string, unknown>[] {
  return fn.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === '/graphql')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as { operationName?: string; variables?: object })
    .filter((b) => b.operationName === operationName)
    .map((b) => (b.variables ?? {}) as Record<string, unknown>);
}

export const sampleUser = (extra: Record<string, unknown> = {}) => ({
  id: 'u1',
  fullName: 'Ada Lovelace',
  email: 'test@example.com',
  bio: 'Bio',
  quote: 'Quote',
  timezone: 'UTC',
  profileImageUrl: null,
  profileImageUploadUrl: '/uploads/put/u1',
  dateCreated: '2026-01-01T00:00:00.000Z',
  dateUpdated: '2026-01-01T00:00:00.000Z',
  ...extra,
});
