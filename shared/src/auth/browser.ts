/** Browser side effects behind one object so tests can replace them. */
export const browser = {
  origin(): string {
    return window.location.origin;
  },
  /** Full-page navigation (to the provider's login result, end-session, ...). */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Removes the query (code, state) from the address bar without a navigation. */
  replaceUrl(path: string): void {
    window.history.replaceState(window.history.state, '', path);
  },
};

/** Messages carried across the full-page redirects of the sign-in flow (sessionStorage). */
const NOTICE_KEY = 'inscriptions.authNotice';
const RETURN_TO_KEY = 'inscriptions.returnTo';

export interface AuthNotice {
  message: string;
  /** true: the sign-in page must not start a new authorize request on its own (avoids loops). */
  blocking: boolean;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function setAuthNotice(message: string, { blocking = false }: { blocking?: boolean } = {}): void {
  session()?.setItem(NOTICE_KEY, JSON.stringify({ message, blocking } satisfies AuthNotice));
}

export function peekAuthNotice(): AuthNotice | null {
  const raw = session()?.getItem(NOTICE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as AuthNotice;
    return typeof parsed.message === 'string' ? { message: parsed.message, blocking: Boolean(parsed.blocking) } : null;
  } catch {
    return null;
  }
}

export function takeAuthNotice(): AuthNotice | null {
  const notice = peekAuthNotice();
  session()?.removeItem(NOTICE_KEY);
  return notice;
}

/** Only same-origin app paths are remembered (never /auth pages or other origins). */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/auth' || value.startsWith('/auth/') || value.startsWith('/auth?')) return null;
  return value;
}

export function rememberReturnTo(value: string | null): void {
  const safe = safeReturnTo(value);
  if (safe) session()?.setItem(RETURN_TO_KEY, safe);
  else session()?.removeItem(RETURN_TO_KEY);
}

export function rememberedReturnTo(): string | null {
  return safeReturnTo(session()?.getItem(RETURN_TO_KEY) ?? null);
}
