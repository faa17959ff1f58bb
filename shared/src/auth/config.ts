import { useEffect, useState } from 'react';
import { LIVE_SPEECH_PROVIDERS, type LiveSpeechProvider } from '@inscriptions/contracts';
import { readBootData } from '../federation/bootData';

/** `GET /app-config.json`: where the identity provider lives and whether /account/* exists. */
export interface AppConfig {
  oidc: {
    authority: string;
    clientId: string;
    scope: string;
    /** The built-in provider's endpoints (its discovery document's): no discovery request then. */
    metadata?: Record<string, string>;
  };
  /** false: an external provider (e.g. Keycloak) handles sign-up and password reset. */
  accounts: boolean;
  /**
   * Live dictation: where the browser streams (Deepgram's or AssemblyAI's URL, or the server's /speech/listen)
   * and whose protocol and token that takes; both null when off.
   */
  speech: { listenUrl: string | null; provider: LiveSpeechProvider | null };
}

export const APP_CONFIG_PATH = '/app-config.json';

let cached: Promise<AppConfig> | null = null;
let resolved: AppConfig | null = null;

function isAppConfig(value: unknown): value is AppConfig {
  const v = value as AppConfig | null;
  return Boolean(
    v &&
    v.oidc &&
    typeof v.oidc.authority === 'string' &&
    typeof v.oidc.clientId === 'string' &&
    typeof v.oidc.scope === 'string',
  );
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

function appConfigFrom(body: unknown): AppConfig {
  if (!isAppConfig(body)) throw new Error(`${APP_CONFIG_PATH} is malformed`);
  const speech = (body as { speech?: { listenUrl?: unknown; provider?: unknown } }).speech;
  const listenUrl = typeof speech?.listenUrl === 'string' && speech.listenUrl !== '' ? speech.listenUrl : null;
  // A server from before providers were named streamed only in Deepgram's protocol, its own socket's.
  const provider = (LIVE_SPEECH_PROVIDERS as readonly unknown[]).includes(speech?.provider)
    ? (speech?.provider as LiveSpeechProvider)
    : 'server';
  const metadata = (body.oidc as { metadata?: unknown }).metadata;
  return {
    oidc: {
      authority: body.oidc.authority,
      clientId: body.oidc.clientId,
      scope: body.oidc.scope,
      ...(isStringRecord(metadata) ? { metadata } : {}),
    },
    accounts: body.accounts !== false,
    speech: listenUrl ? { listenUrl, provider } : { listenUrl: null, provider: null },
  };
}

/**
 * Loads the runtime configuration once: from the page when the server wrote it there, else from
 * /app-config.json (a failure is not cached, the next call retries).
 */
export function loadAppConfig(): Promise<AppConfig> {
  cached ??= (async () => {
    let body = readBootData('appConfig');
    if (!isAppConfig(body)) {
      const res = await fetch(APP_CONFIG_PATH, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
      if (!res.ok) throw new Error(`${APP_CONFIG_PATH} answered ${res.status}`);
      body = await res.json();
    }
    const config = appConfigFrom(body);
    resolved = config;
    return config;
  })().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

/** The configuration if it is already loaded (no request). */
export function peekAppConfig(): AppConfig | null {
  return resolved;
}

/** Forgets the loaded configuration (tests). */
export function resetAppConfig(): void {
  cached = null;
  resolved = null;
}

/** The runtime configuration, or null while it loads (or when it cannot be loaded). */
export function useAppConfig(): AppConfig | null {
  const [config, setConfig] = useState<AppConfig | null>(resolved);
  useEffect(() => {
    if (config) return;
    let live = true;
    loadAppConfig().then(
      (c) => {
        if (live) setConfig(c);
      },
      (error: unknown) => console.warn(error),
    );
    return () => {
      live = false;
    };
  }, [config]);
  return config;
}
