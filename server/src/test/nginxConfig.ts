// What the shipped nginx configuration (deploy/nginx.conf.template) does with a request path, read
// from the file itself, for the tests that hold it to the server's routes: its server blocks, their
// locations (nested ones too) and nginx's documented choice among them (an exact match; else the
// longest prefix, final if marked ^~; else the first regular expression that matches, in the order
// of the file, a nested one before its parent; else that longest prefix).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';

export const NGINX_TEMPLATE = path.join(REPO_ROOT, 'deploy/nginx.conf.template');

export interface Location {
  modifier: '' | '=' | '^~' | '~' | '~*';
  pattern: string;
  /** The directives of this block, by name (the last one of each name), without its nested locations. */
  directives: Map<string, string>;
  locations: Location[];
}

export interface ServerBlock {
  directives: Map<string, string[]>;
  locations: Location[];
  /** Named locations (`location @name`). */
  named: Map<string, Location>;
}

type Token = string;

/** Words, quoted strings, `{`, `}` and `;`, comments dropped. */
function tokens(text: string): Token[] {
  const out: Token[] = [];
  const re = /#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#]+)/g;
  for (const m of text.matchAll(re)) {
    if (m[0].startsWith('#')) continue;
    out.push(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '');
  }
  return out;
}

interface Block {
  directives: Array<{ name: string; args: string[] }>;
  children: Array<{ name: string; args: string[]; block: Block }>;
}

function parseBlock(list: Token[], at: { i: number }): Block {
  const block: Block = { directives: [], children: [] };
  let words: string[] = [];
  while (at.i < list.length) {
    const token = list[at.i++]!;
    if (token === '}') return block;
    if (token === ';') {
      block.directives.push({ name: words[0]!, args: words.slice(1) });
      words = [];
    } else if (token === '{') {
      block.children.push({ name: words[0]!, args: words.slice(1), block: parseBlock(list, at) });
      words = [];
    } else words.push(token);
  }
  return block;
}

function location(args: string[], block: Block): Location {
  const [first, second] = args;
  const modifier = (second !== undefined ? first : '') as Location['modifier'];
  return {
    modifier,
    pattern: second ?? first ?? '',
    directives: new Map(block.directives.map((d) => [d.name, d.args.join(' ')])),
    locations: block.children.filter((c) => c.name === 'location').map((c) => location(c.args, c.block)),
  };
}

/** An address for PUBLIC_URL, where a test does not care which. */
export const EXAMPLE_PUBLIC_URL = 'https://journal.example.com';

/**
 * The template with the environment written in, as the nginx image does at start (envsubst of the
 * variables it is given; nginx's own $variables are left alone).
 */
export function renderNginxTemplate(env: Record<string, string>, file = NGINX_TEMPLATE): string {
  return readFileSync(file, 'utf8').replace(/\$\{([A-Z_][A-Z0-9_]*)\}/g, (whole, name: string) => env[name] ?? whole);
}

/** The server blocks of the template, rendered with `env`. */
export function readNginxServers(file = NGINX_TEMPLATE, env: Record<string, string> = { PUBLIC_URL: EXAMPLE_PUBLIC_URL }): ServerBlock[] {
  const root = parseBlock(tokens(renderNginxTemplate(env, file)), { i: 0 });
  return root.children
    .filter((c) => c.name === 'server')
    .map(({ block }) => {
      const directives = new Map<string, string[]>();
      for (const d of block.directives) directives.set(d.name, [...(directives.get(d.name) ?? []), d.args.join(' ')]);
      const all = block.children.filter((c) => c.name === 'location').map((c) => location(c.args, c.block));
      return {
        directives,
        locations: all.filter((l) => !l.pattern.startsWith('@')),
        named: new Map(all.filter((l) => l.pattern.startsWith('@')).map((l) => [l.pattern, l])),
      };
    });
}

/** The server block that listens on `port`. */
export function nginxServer(port: number, file = NGINX_TEMPLATE): ServerBlock {
  const found = readNginxServers(file).find((s) => (s.directives.get('listen') ?? []).some((l) => l.split(' ')[0] === String(port)));
  if (!found) throw new Error(`no server block listens on ${port} in ${file}`);
  return found;
}

const regexOf = (l: Location) => new RegExp(l.pattern, l.modifier === '~*' ? 'i' : '');
const isRegex = (l: Location) => l.modifier === '~' || l.modifier === '~*';

/** nginx's location for `uri` among `locations` (null: none matches). */
export function chooseLocation(locations: Location[], uri: string): Location | null {
  const exact = locations.find((l) => l.modifier === '=' && l.pattern === uri);
  if (exact) return exact;
  const prefix = locations
    .filter((l) => (l.modifier === '' || l.modifier === '^~') && uri.startsWith(l.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  if (prefix?.modifier === '^~') return chooseNested(prefix, uri);
  if (prefix) {
    const nested = prefix.locations.find((l) => isRegex(l) && regexOf(l).test(uri));
    if (nested) return nested;
  }
  const regex = locations.find((l) => isRegex(l) && regexOf(l).test(uri));
  if (regex) return regex;
  return prefix ? chooseNested(prefix, uri) : null;
}

function chooseNested(parent: Location, uri: string): Location {
  return chooseLocation(parent.locations, uri) ?? parent;
}

/**
 * How the HTTPS server answers `uri`: 'app' when it reaches the app's replicas (a proxy_pass, or a
 * try_files whose last resort is a named location that proxies), 'file' when it only serves the web
 * root's files.
 */
export function nginxAnswer(server: ServerBlock, uri: string): { by: 'app' | 'file'; location: Location | null } {
  const chosen = chooseLocation(server.locations, uri);
  if (!chosen) return { by: 'file', location: null };
  if (chosen.directives.has('proxy_pass')) return { by: 'app', location: chosen };
  const fallback = chosen.directives.get('try_files')?.split(' ').at(-1);
  const named = fallback?.startsWith('@') ? server.named.get(fallback) : undefined;
  return { by: named?.directives.has('proxy_pass') ? 'app' : 'file', location: chosen };
}

/** A size directive's bytes (`1025m` → 1025 MiB). */
export function nginxSize(value: string): number {
  const m = /^(\d+)([kKmMgG]?)$/.exec(value.trim());
  if (!m) throw new Error(`not an nginx size: ${value}`);
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[m[2]!.toLowerCase() as '' | 'k' | 'm' | 'g'];
  return Number(m[1]) * unit;
}
