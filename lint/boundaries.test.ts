import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The rules of lint/boundaries.mjs; other rules (unused code…) do not matter to these fixtures. */
const BOUNDARY_RULES = ['import/no-restricted-paths', 'no-restricted-imports', 'import/no-cycle'];

/** Fixtures sit in existing folders: the resolver needs the importing file's folder to exist. */
interface Fixture {
  name: string;
  filePath: string;
  code: string;
  /** Boundary errors expected, one per forbidden import. */
  errors: number;
}

const use = (names: string[]) => `export const used = [${names.join(', ')}];\n`;

const FIXTURES: Fixture[] = [
  {
    name: 'a remote importing another remote by path',
    filePath: 'mf-entries/src/features/new-entry/Bad.tsx',
    code: `import { ProfilePage } from '../../../../mf-profile/src/features/profile/components/ProfilePage';\n${use(['ProfilePage'])}`,
    errors: 1,
  },
  {
    name: 'a remote importing another remote by package name',
    filePath: 'mf-entries/src/features/new-entry/Bad.tsx',
    code: `import register from '@inscriptions/mf-profile/src/register';\n${use(['register'])}`,
    errors: 1,
  },
  {
    name: "a remote importing the shell's internals",
    filePath: 'mf-auth/src/Bad.tsx',
    code: `import { NAV_ITEMS } from '../../shell/src/layouts/nav';\nimport { buildRoutes } from '@inscriptions/shell/src/routes/routes';\n${use(['NAV_ITEMS', 'buildRoutes'])}`,
    errors: 2,
  },
  {
    name: "a feature importing another feature's internals",
    filePath: 'mf-entries/src/features/new-entry/Bad.tsx',
    code: `import { SelectEntryPage } from '../select-entry/components/SelectEntryPage';\n${use(['SelectEntryPage'])}`,
    errors: 1,
  },
  {
    name: 'the common folder of a remote importing one of its features',
    filePath: 'mf-inscriptions/src/features/common/Bad.tsx',
    code: `import { TimelinePage } from '../timeline/components/TimelinePage';\n${use(['TimelinePage'])}`,
    errors: 1,
  },
  {
    name: 'shared importing a remote and the shell',
    filePath: 'shared/src/ui/Bad.tsx',
    code: `import register from '../../../mf-entries/src/register';\nimport { NAV_ITEMS } from '@inscriptions/shell/src/layouts/nav';\n${use(['register', 'NAV_ITEMS'])}`,
    errors: 2,
  },
  {
    name: "the shell importing a remote's internals",
    filePath: 'shell/src/routes/Bad.tsx',
    code: `import register from '../../../mf-entries/src/register';\nimport other from '@inscriptions/mf-auth/src/register';\n${use(['register', 'other'])}`,
    errors: 2,
  },
  {
    name: 'the server importing front-end code',
    filePath: 'server/src/Bad.ts',
    code: `import { APP_VERSION } from '@inscriptions/shared/constants';\nimport { feedbackUrl } from '../../shared/src/constants/index';\n${use(['APP_VERSION', 'feedbackUrl'])}`,
    errors: 2,
  },
  {
    name: 'contracts importing a package and a file outside contracts/src',
    filePath: 'contracts/src/Bad.ts',
    code: `import { useState } from 'react';\nimport { APP_VERSION } from '../../shared/src/constants/index';\n${use(['useState', 'APP_VERSION'])}`,
    errors: 2,
  },
  {
    name: 'a remote importing react-router (also a subpath) instead of @inscriptions/shared/router',
    filePath: 'mf-entries/src/features/new-entry/Bad.tsx',
    code: `import { Link } from 'react-router';\nimport { HydratedRouter } from 'react-router/dom';\n${use(['Link', 'HydratedRouter'])}`,
    errors: 2,
  },
  {
    name: 'the shell importing react-router or react-router-dom',
    filePath: 'shell/src/routes/Bad.tsx',
    code: `import { RouterProvider } from 'react-router';\nimport { useNavigate } from 'react-router-dom';\n${use(['RouterProvider', 'useNavigate'])}`,
    errors: 2,
  },
  {
    name: 'shared outside its router entry importing react-router',
    filePath: 'shared/src/ui/Bad.tsx',
    code: `import type { RouteObject } from 'react-router';\nexport type Routes = RouteObject[];\n`,
    errors: 1,
  },
  {
    name: 'an end-to-end test importing react-router',
    filePath: 'e2e/tests/Bad.ts',
    code: `import { generatePath } from 'react-router';\n${use(['generatePath'])}`,
    errors: 1,
  },
  {
    name: 'the router entry importing react-router (allowed), still not the shell',
    filePath: 'shared/src/router/Good.ts',
    code: `import { Link } from 'react-router';\nimport { NAV_ITEMS } from '@inscriptions/shell/src/layouts/nav';\n${use(['Link', 'NAV_ITEMS'])}`,
    errors: 1,
  },
  {
    name: 'a remote importing graphql-request instead of the shared transport',
    filePath: 'mf-insights/src/features/chat/api/Bad.ts',
    code: `import { GraphQLClient } from 'graphql-request';\n${use(['GraphQLClient'])}`,
    errors: 1,
  },
  {
    name: 'shared outside its api folder importing graphql-request',
    filePath: 'shared/src/auth/Bad.ts',
    code: `import { request } from 'graphql-request';\n${use(['request'])}`,
    errors: 1,
  },
  {
    name: 'the api folder importing graphql-request (allowed), still not the shell',
    filePath: 'shared/src/api/Good.ts',
    code: `import { GraphQLClient } from 'graphql-request';\nimport { NAV_ITEMS } from '@inscriptions/shell/src/layouts/nav';\n${use(['GraphQLClient', 'NAV_ITEMS'])}`,
    errors: 1,
  },
  {
    name: 'a remote importing react-redux or Redux Toolkit instead of the shared store',
    filePath: 'mf-entries/src/features/new-entry/Bad.tsx',
    code: `import { useStore } from 'react-redux';\nimport { createSlice } from '@reduxjs/toolkit';\n${use(['useStore', 'createSlice'])}`,
    errors: 2,
  },
  {
    name: 'the shell importing react-redux',
    filePath: 'shell/src/app/Bad.tsx',
    code: `import { Provider } from 'react-redux';\n${use(['Provider'])}`,
    errors: 1,
  },
  {
    name: 'the store folder importing Redux Toolkit (allowed), still not react-router',
    filePath: 'shared/src/store/Good.ts',
    code: `import { createSlice } from '@reduxjs/toolkit';\nimport { Link } from 'react-router';\n${use(['createSlice', 'Link'])}`,
    errors: 1,
  },
  {
    name: 'a remote importing @tanstack/react-query or query-core instead of @inscriptions/shared/api',
    filePath: 'mf-insights/src/features/chat/api/Bad.ts',
    code: `import { useQuery } from '@tanstack/react-query';\nimport { QueryCache } from '@tanstack/query-core';\n${use(['useQuery', 'QueryCache'])}`,
    errors: 2,
  },
  {
    name: 'the shell importing @tanstack/react-query',
    filePath: 'shell/src/app/Bad.tsx',
    code: `import { QueryClient } from '@tanstack/react-query';\n${use(['QueryClient'])}`,
    errors: 1,
  },
  {
    name: 'shared outside its api folder (its ui) importing @tanstack/react-query',
    filePath: 'shared/src/ui/Bad.tsx',
    code: `import { QueryClientProvider } from '@tanstack/react-query';\n${use(['QueryClientProvider'])}`,
    errors: 1,
  },
  {
    name: 'the api folder importing @tanstack/react-query and graphql-request (allowed), still not styled-components',
    filePath: 'shared/src/api/Good.ts',
    code: `import { useQuery } from '@tanstack/react-query';\nimport { GraphQLClient } from 'graphql-request';\nimport styled from 'styled-components';\n${use(['useQuery', 'GraphQLClient', 'styled'])}`,
    errors: 1,
  },
  {
    name: 'a remote importing styled-components instead of @inscriptions/shared/ui',
    filePath: 'mf-entries/src/features/new-entry/Bad.tsx',
    code: `import styled, { css } from 'styled-components';\n${use(['styled', 'css'])}`,
    errors: 1,
  },
  {
    name: 'shared outside its ui folder importing styled-components',
    filePath: 'shared/src/dev/Bad.tsx',
    code: `import { useTheme } from 'styled-components';\n${use(['useTheme'])}`,
    errors: 1,
  },
  {
    name: 'the ui folder importing styled-components (allowed), still not react-query nor the shell',
    filePath: 'shared/src/ui/Good.tsx',
    code: `import styled from 'styled-components';\nimport { useQuery } from '@tanstack/react-query';\nimport { NAV_ITEMS } from '@inscriptions/shell/src/layouts/nav';\n${use(['styled', 'useQuery', 'NAV_ITEMS'])}`,
    errors: 2,
  },
  {
    name: 'a remote importing React Query and styled-components through their doors (allowed)',
    filePath: 'mf-entries/src/features/new-entry/Good.tsx',
    code: `import { useQuery, useQueryClient } from '@inscriptions/shared/api';\nimport { styled, css } from '@inscriptions/shared/ui';\n${use(['useQuery', 'useQueryClient', 'styled', 'css'])}`,
    errors: 0,
  },
  {
    name: 'a remote importing router APIs from @inscriptions/shared/router (allowed)',
    filePath: 'mf-entries/src/features/new-entry/Good.tsx',
    code: `import { Link, useParams } from '@inscriptions/shared/router';\n${use(['Link', 'useParams'])}`,
    errors: 0,
  },
  {
    name: 'a feature importing shared, its own files and the common folder (allowed)',
    filePath: 'mf-entries/src/features/new-entry/Good.tsx',
    code: `import { Button } from '@inscriptions/shared/ui';\nimport { FUTURE_DATE_MESSAGE } from '../common/components/EntryFields';\nimport { NewEntryPage } from './components/NewEntryPage';\n${use(['Button', 'FUTURE_DATE_MESSAGE', 'NewEntryPage'])}`,
    errors: 0,
  },
  {
    name: 'the shell importing shared (allowed)',
    filePath: 'shell/src/routes/Good.tsx',
    code: `import { ROUTE_CATALOGUE } from '@inscriptions/shared/federation';\n${use(['ROUTE_CATALOGUE'])}`,
    errors: 0,
  },
  {
    name: 'contracts importing its own files (allowed)',
    filePath: 'contracts/src/Good.ts',
    code: `import { isEmail } from './patterns';\n${use(['isEmail'])}`,
    errors: 0,
  },
  {
    name: 'server storage importing a module (its service, or its index)',
    filePath: 'server/src/files/Bad.ts',
    code: `import { attachAudio } from '../modules/entries/service';\nimport { createInscription } from '../modules/inscriptions';\n${use(['attachAudio', 'createInscription'])}`,
    errors: 2,
  },
  {
    name: 'server storage importing the database, to write a table itself',
    filePath: 'server/src/files/Bad.ts',
    code: `import { inscriptionEntries } from '../db/schema';\nimport { schema } from '../db';\n${use(['inscriptionEntries', 'schema'])}`,
    errors: 2,
  },
  {
    name: 'server configuration importing a module, even for a type',
    filePath: 'server/src/config/Bad.ts',
    code: `import type { AiOptions } from '../modules/ai';\nexport type Options = AiOptions;\n`,
    errors: 1,
  },
  {
    name: 'the http layer importing a module',
    filePath: 'server/src/http/Bad.ts',
    code: `import { speechClientConfig } from '../modules/speech';\n${use(['speechClientConfig'])}`,
    errors: 1,
  },
  {
    name: 'the database layer, identity and backup importing a module',
    filePath: 'server/src/identity/Bad.ts',
    code: `import { getProfile } from '../modules/users';\nimport { deleteEntry } from '../db/../modules/entries/service';\n${use(['getProfile', 'deleteEntry'])}`,
    errors: 2,
  },
  {
    name: "a module importing another module's files instead of its index.ts",
    filePath: 'server/src/modules/chat/Bad.ts',
    code: `import { getEntry } from '../entries/service';\nimport { formatDate } from '../common/dates';\n${use(['getEntry', 'formatDate'])}`,
    errors: 2,
  },
  {
    name: "app.ts's folder importing a module's files instead of its index.ts",
    filePath: 'server/src/Bad.ts',
    code: `import { attachLogo } from './modules/inscriptions/service';\n${use(['attachLogo'])}`,
    errors: 1,
  },
  {
    name: 'a module importing another through its index.ts, its own files and the shared kernel (allowed)',
    filePath: 'server/src/modules/chat/Good.ts',
    code: `import { getEntry } from '../entries';\nimport { listInscriptions } from '../inscriptions/index';\nimport { InputError } from '../errors';\nimport { getChatSession } from './service';\n${use(['getEntry', 'listInscriptions', 'InputError', 'getChatSession'])}`,
    errors: 0,
  },
  {
    name: "a module's test importing another module's files for its fixtures (allowed), storage's test still not",
    filePath: 'server/src/modules/chat/Good.test.ts',
    code: `import { createEntry } from '../entries/service';\n${use(['createEntry'])}`,
    errors: 0,
  },
  {
    name: "storage's test importing a module",
    filePath: 'server/src/files/Bad.test.ts',
    code: `import { createEntry } from '../modules/entries';\n${use(['createEntry'])}`,
    errors: 1,
  },
  {
    name: 'an import that closes a circle (the shared ownership check importing a module that uses it)',
    filePath: 'server/src/modules/ownership.ts',
    code: `import { getInscription } from './inscriptions';\n${use(['getInscription'])}`,
    errors: 1,
  },
  {
    name: 'the server importing contracts (allowed)',
    filePath: 'server/src/Good.ts',
    code: `import { isEmail } from '@inscriptions/contracts';\n${use(['isEmail'])}`,
    errors: 0,
  },
];

describe('import boundaries (eslint.config.mjs)', () => {
  let results: { filePath: string; messages: { ruleId: string | null; message: string }[] }[];

  beforeAll(() => {
    // One ESLint process for every fixture (its start-up is most of the time).
    const input = JSON.stringify(FIXTURES.map(({ filePath, code }) => ({ filePath, code })));
    const out = execFileSync(process.execPath, [path.join(__dirname, 'lintFixtures.mjs')], { input, encoding: 'utf8' });
    results = JSON.parse(out) as typeof results;
  }, 120_000);

  it.each(FIXTURES.map((f, i) => [f.name, i] as const))('%s', (_name, index) => {
    const fixture = FIXTURES[index]!;
    const boundaryErrors = results[index]!.messages.filter((m) => BOUNDARY_RULES.includes(m.ruleId ?? ''));
    expect(boundaryErrors).toHaveLength(fixture.errors);
  });
});
