import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { appOrigins } from './cors';

/** The origins of the absolute URLs among `urls`; relative ones (e.g. /mf/…) are same-origin already. */
function absoluteOrigins(urls: Array<string | undefined>): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url || !/^https?:\/\//i.test(url)) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * The Content-Security-Policy of every answer, built from the configuration: scripts only from this
 * origin and the origins of the remotes' declared URLs (REMOTE_*_URL), never inline (the shell's HTML
 * adds its own inline scripts by hash, `contentSecurityPolicy` below); the remotes and an external
 * OIDC_ISSUER are reachable by fetch. styled-components injects <style> elements at run time, so
 * styles (only) allow 'unsafe-inline'. Uploaded files are same-origin (/uploads, S3 is proxied).
 * `streamUrl` is where browsers stream dictation: a provider's socket when its key is configured
 * (then the browser talks to that provider itself), else this origin's or none.
 */
export function contentSecurityPolicyDirectives(config: Config, streamUrl: string | null): Record<string, string[]> {
  const remotes = absoluteOrigins(Object.values(config.remotes));
  const issuer = absoluteOrigins([config.oidc.externalIssuer]);
  const speech = streamUrl && /^wss?:\/\//.test(streamUrl) ? [new URL(streamUrl).origin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...new Set([...remotes, ...issuer, ...speech])],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Also governs the redirects after a form post: the provider's auto-submitted forms end on an app origin.
    'form-action': ["'self'", ...appOrigins(config)],
    ...(config.publicUrl.startsWith('https://') ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The policy as a header value, with `scriptSources` added to script-src: the shell's HTML adds its
 * inline scripts there by hash (static.ts).
 */
export function contentSecurityPolicy(config: Config, streamUrl: string | null, scriptSources: readonly string[] = []): string {
  const directives = contentSecurityPolicyDirectives(config, streamUrl);
  directives['script-src'] = [...(directives['script-src'] ?? []), ...scriptSources];
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * Security headers on every answer (helmet's set): the CSP above, X-Frame-Options DENY,
 * X-Content-Type-Options nosniff, Referrer-Policy same-origin (the links with codes in their query
 * never leak to another site), Cross-Origin-Opener/Resource-Policy same-origin, HSTS (honoured on https only).
 * Answers that need another value set it themselves (the remotes' CORP, /uploads' sandbox CSP,
 * the provider's sign-out page).
 */
export interface SecurityHeadersOptions {
  config: Config;
  /** Where browsers stream dictation (see contentSecurityPolicyDirectives). */
  streamUrl: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's policy as a header value, with `scriptSources` added to script-src (pages with inline scripts). */
    contentSecurityPolicy(scriptSources: readonly string[]): string;
  }
}

/**
 * Not encapsulated (fastify-plugin): the headers go on every answer of the app, and the policy is
 * shared with the parts that extend it (http/static.ts).
 */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, { config, streamUrl }) => {
    app.decorate('contentSecurityPolicy', (scriptSources: readonly string[]) =>
      contentSecurityPolicy(config, streamUrl, scriptSources),
    );
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(config, streamUrl) },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
    });
  },
  { name: 'security-headers' },
);
