import type { CORSOptions } from 'graphql-yoga';
import type { Config } from '../config';
import { DEV_HOST_ORIGINS } from '../identity';

/**
 * The origins the app's pages run on: PUBLIC_URL's and, outside production, the exact webpack
 * dev-server origins (shared/build/devPorts.cjs), which the provider also redirects to.
 */
export function appOrigins(config: Config): string[] {
  return [...new Set([new URL(config.publicUrl).origin, ...(config.isProduction ? [] : DEV_HOST_ORIGINS)])];
}

/**
 * CORS of /graphql: only the app's origins may call it from a browser; any other origin gets no CORS
 * header at all (Yoga's default would echo it). No credentials: the API takes a bearer token, never cookies.
 */
export function graphqlCors(config: Config): (request: Request) => CORSOptions {
  const allowed = new Set(appOrigins(config));
  return (request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return false;
    return { origin: [origin], methods: ['GET', 'POST'], credentials: false, maxAge: 600 };
  };
}
