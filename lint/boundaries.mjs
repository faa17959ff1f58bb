// Import boundaries of the monorepo, as ESLint flat-config objects:
// - a remote (mf-*) never imports another remote, the shell or the server;
// - `shared` never imports a remote or the shell; the shell never imports a remote (it loads remotes only
//   through Module Federation and their `./register` contract);
// - within a remote, a feature (src/features/<x>/) imports only itself and src/features/common/;
// - contracts/src imports nothing (no package, no file outside contracts/src);
// - the server never imports front-end code;
// - in the server, infrastructure (db, files, http, config, auth, identity, secrets, backup) never imports
//   a domain module (server/src/modules/<x>/); a module imports another module only through its
//   index.ts, and so does the code that assembles them (app.ts, graphql/, modules/resolvers.ts); no
//   import circles (import/no-cycle). Tests and test doubles may reach into any module for fixtures.
// - react-router is imported only by shared/src/router, graphql-request only by shared/src/api (one
//   transport talks to the server), Redux Toolkit and react-redux only by shared/src/store,
//   @tanstack/react-query only by shared/src/api and styled-components only by shared/src/ui.
// Relative paths are checked after resolution (import/no-restricted-paths); package names, which need no
// resolution, by the core no-restricted-imports rule.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The folder every feature of a remote may import; it imports no feature itself. */
export const COMMON_FEATURE = 'common';

const REMOTES = fs
  .readdirSync(ROOT, { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name.startsWith('mf-'))
  .map((e) => e.name);

function featuresOf(remote) {
  const dir = path.join(ROOT, remote, 'src/features');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== COMMON_FEATURE)
    .map((e) => e.name);
}

const REMOTE_RULE =
  'A remote never imports another remote, the shell or the server: share through @inscriptions/shared.';
const SHELL_RULE = 'The shell loads remotes only through Module Federation (their ./register contract).';
const SHARED_RULE = '@inscriptions/shared never imports a remote or the shell.';
const SERVER_RULE = 'The server never imports front-end code (shared, shell, mf-*).';
const CONTRACTS_RULE = 'contracts/src is dependency-free: it imports nothing outside contracts/src.';
const ROUTER_RULE =
  'Import router APIs from @inscriptions/shared/router: react-router is shared once, through that narrow entry, so only what the app uses is bundled.';
const TRANSPORT_RULE =
  'Talk to the server through @inscriptions/shared/api (gqlRequest, authorizedFetch): one transport carries the token, its refresh, the device headers and the 401 handling.';
const STORE_RULE =
  'Use the store through @inscriptions/shared/store (StoreProvider, useAppStore, useAppDispatch, slices): Redux Toolkit and react-redux are shared once, with it, so only what the app uses is bundled.';
const QUERY_RULE =
  'Import React Query APIs (useQuery, useQueryClient, QueryClient…) from @inscriptions/shared/api: @tanstack/react-query is shared once, with it, so only what the app uses is bundled.';
const STYLE_RULE =
  'Import styled, css, keyframes, ThemeProvider and useTheme from @inscriptions/shared/ui: styled-components is shared once, with it, so only what the app uses is bundled.';
const FEATURE_RULE = `A feature never imports another feature: move what both use to src/features/${COMMON_FEATURE}/.`;
const COMMON_RULE = `src/features/${COMMON_FEATURE}/ is shared by the features of a remote and imports none of them.`;

const SERVER_SRC = path.join(ROOT, 'server/src');
const MODULES = 'server/src/modules';
/** Server code every module builds on: it imports no module. */
const INFRASTRUCTURE = ['db', 'files', 'http', 'config', 'config.ts', 'auth', 'identity', 'secrets', 'backup', 'backup.ts'];
const isSource = (name) => name.endsWith('.ts') && !name.endsWith('.test.ts');
const MODULE_NAMES = fs
  .readdirSync(path.join(ROOT, MODULES), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
/** Files directly in server/src/modules: what every module shares (actor, errors, input…) and the resolvers' merge. */
const MODULES_ROOT_FILES = fs
  .readdirSync(path.join(ROOT, MODULES), { withFileTypes: true })
  .filter((e) => e.isFile() && isSource(e.name))
  .map((e) => e.name);
/** The file that merges every module's resolvers: it assembles modules, no module imports it. */
const RESOLVERS_MERGE = 'resolvers.ts';
const MODULE_KERNEL = MODULES_ROOT_FILES.filter((name) => name !== RESOLVERS_MERGE);
/** Server code outside modules and infrastructure: what assembles them (app.ts and its siblings, graphql/…). */
const ASSEMBLY = [
  'server/src/*.ts',
  ...fs
    .readdirSync(SERVER_SRC, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !['modules', 'generated', ...INFRASTRUCTURE].includes(e.name))
    .map((e) => `server/src/${e.name}`),
];

const INFRASTRUCTURE_RULE =
  'Server infrastructure (db, files, http, config, auth, identity, secrets, backup) never imports a module: take what it needs as a dependency, passed in by app.ts.';
const STORAGE_RULE =
  "Storage (server/src/files) stores bytes and writes no table: it calls the owning module's service, passed in by app.ts.";
const MODULE_DOOR_RULE =
  "A module is imported only through its index.ts (import '../<module>'): export what others use there.";

/** A module's index.ts, each module's, as exceptions of a zone whose `from` is server/src/modules. */
const moduleDoors = (but = null) => MODULE_NAMES.filter((name) => name !== but).map((name) => `./${name}/index.ts`);

/** Zones of the server's own layers, for its hand-written code (`withDoors`: not for tests, which may reach into modules). */
function serverZones({ withDoors }) {
  const zones = [
    { target: INFRASTRUCTURE.map((name) => `./server/src/${name}`), from: `./${MODULES}`, message: INFRASTRUCTURE_RULE },
  ];
  if (!withDoors) return zones;
  zones.push({ target: './server/src/files', from: './server/src/db', message: STORAGE_RULE });
  const kernel = MODULE_KERNEL.map((name) => `./${name}`);
  for (const name of MODULE_NAMES) {
    zones.push({
      target: `./${MODULES}/${name}`,
      from: `./${MODULES}`,
      except: [`./${name}`, ...kernel, ...moduleDoors(name)],
      message: MODULE_DOOR_RULE,
    });
  }
  zones.push({
    target: [...MODULES_ROOT_FILES.map((name) => `./${MODULES}/${name}`), ...ASSEMBLY.map((where) => `./${where}`)],
    from: `./${MODULES}`,
    except: [...MODULES_ROOT_FILES.map((name) => `./${name}`), ...moduleDoors()],
    message: MODULE_DOOR_RULE,
  });
  return zones;
}

function pathZones() {
  const zones = [];
  for (const remote of REMOTES) {
    zones.push({
      target: `./${remote}`,
      from: [...REMOTES.filter((other) => other !== remote), 'shell', 'server'].map((dir) => `./${dir}`),
      message: REMOTE_RULE,
    });
    const features = `./${remote}/src/features`;
    for (const feature of featuresOf(remote)) {
      zones.push({
        target: `${features}/${feature}`,
        from: features,
        except: [`./${feature}`, `./${COMMON_FEATURE}`],
        message: FEATURE_RULE,
      });
    }
    zones.push({
      target: `${features}/${COMMON_FEATURE}`,
      from: features,
      except: [`./${COMMON_FEATURE}`],
      message: COMMON_RULE,
    });
  }
  zones.push(
    { target: './shell', from: REMOTES.map((dir) => `./${dir}`), message: SHELL_RULE },
    { target: './shared', from: ['./shell', ...REMOTES.map((dir) => `./${dir}`)], message: SHARED_RULE },
    { target: './server', from: ['./shared', './shell', ...REMOTES.map((dir) => `./${dir}`)], message: SERVER_RULE },
    { target: './contracts/src', from: '.', except: ['./contracts/src'], message: CONTRACTS_RULE },
  );
  return zones;
}

/**
 * Packages imported in one folder of shared only, the door every other part goes through. A folder may
 * be the door of several packages.
 */
const DOORS = [
  { home: 'shared/src/router', ban: { regex: '^react-router(-dom)?(/|$)', message: ROUTER_RULE } },
  { home: 'shared/src/api', ban: { regex: '^graphql-request(/|$)', message: TRANSPORT_RULE } },
  { home: 'shared/src/api', ban: { regex: '^@tanstack/(react-query|query-core)(/|$)', message: QUERY_RULE } },
  { home: 'shared/src/store', ban: { regex: '^(@reduxjs/toolkit|react-redux)(/|$)', message: STORE_RULE } },
  { home: 'shared/src/ui', ban: { regex: '^styled-components(/|$)', message: STYLE_RULE } },
];
/** The doors' folders, each once. */
const DOOR_HOMES = [...new Set(DOORS.map((door) => door.home))];
/** The bans of every door but those whose home is `home` (null: every door). */
const doorBans = (home) => DOORS.filter((door) => door.home !== home).map((door) => door.ban);

/**
 * no-restricted-imports for the package names a part of the repo must not import. ESLint keeps only
 * the last options given to a rule for a file, so every ban carries the doors' bans too (but the one
 * of the door the files are the home of; none for contracts, which imports no package at all).
 */
const packageBan = (files, regex, message, { home = null, doors = true } = {}) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ regex, message }, ...(doors ? doorBans(home) : [])] }],
  },
});

/** Server files that are tests or test doubles: they may import any module's files (fixtures, fakes). */
const SERVER_TESTS = ['server/src/**/*.test.ts', 'server/src/**/testing/**', 'server/src/test/**'];
/** The server's hand-written code, where import circles are looked for. */
export const SERVER_SOURCES = { files: ['server/src/**/*.ts'], ignores: SERVER_TESTS };
/**
 * import/no-cycle's options. Type-only imports are left out (they vanish from the build). The whole
 * depth is followed: the rule first splits the import graph into strongly connected components, so
 * it only walks where a circle can be, and the depth costs nothing (server/src lints in about 22 s
 * without the rule and 33 s with it, with or without a maxDepth).
 */
export const CYCLE_OPTIONS = { ignoreExternal: true };

/** @param {import('eslint').ESLint.Plugin} importPlugin eslint-plugin-import */
export function importBoundaries(importPlugin) {
  const restrictedPaths = (zones) => ({ 'import/no-restricted-paths': ['error', { basePath: ROOT, zones }] });
  return [
    {
      plugins: { import: importPlugin },
      settings: {
        'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
      },
      rules: restrictedPaths(pathZones()),
    },
    // ESLint keeps the last options of a rule for a file: the server's zones come with the repo's.
    {
      ...SERVER_SOURCES,
      // import/no-cycle reads the imported files itself: TypeScript ones too.
      settings: { 'import/extensions': ['.ts'], 'import/parsers': { '@typescript-eslint/parser': ['.ts'] } },
      rules: {
        ...restrictedPaths([...pathZones(), ...serverZones({ withDoors: true })]),
        'import/no-cycle': ['error', CYCLE_OPTIONS],
      },
    },
    { files: SERVER_TESTS, rules: restrictedPaths([...pathZones(), ...serverZones({ withDoors: false })]) },
    // Everywhere (e2e, scripts…); the parts below repeat it beside their own bans.
    { rules: { 'no-restricted-imports': ['error', { patterns: doorBans(null) }] } },
    // The bench's floor pages measure the libraries alone, without the app and so without its doors.
    { files: ['scripts/bench/floor/**'], rules: { 'no-restricted-imports': 'off' } },
    packageBan(['mf-*/**'], '^@inscriptions/(mf-|shell|server)', REMOTE_RULE),
    packageBan(['shell/**'], '^@inscriptions/(mf-|server)', SHELL_RULE),
    packageBan(['shared/**'], '^@inscriptions/(mf-|shell|server)', SHARED_RULE),
    ...DOOR_HOMES.map((home) => packageBan([`${home}/**`], '^@inscriptions/(mf-|shell|server)', SHARED_RULE, { home })),
    packageBan(['server/**'], '^@inscriptions/(shared|shell|mf-)', SERVER_RULE),
    packageBan(['contracts/src/**'], '^(?!\\.{1,2}/)', CONTRACTS_RULE, { doors: false }),
  ];
}
