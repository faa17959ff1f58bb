// Lints fixture sources as if they were at the given paths of this repo, with its own eslint.config.mjs.
// Runs in its own Node process: ESLint loads its config with import(), which jest's module sandbox cannot run.
// stdin: [{ filePath, code }] (filePath relative to the repo root); stdout: [{ filePath, messages }].
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { CYCLE_OPTIONS, SERVER_SOURCES } from './boundaries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let input = '';
for await (const chunk of process.stdin) input += chunk;
// import/no-cycle splits the graph of the files on disk into strongly connected components first; a
// fixture's imports are not on disk, so it looks for circles without that shortcut.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { ...SERVER_SOURCES, rules: { 'import/no-cycle': ['error', { ...CYCLE_OPTIONS, disableScc: true }] } },
});
const results = [];
for (const { filePath, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  results.push({ filePath, messages: result.messages.map(({ ruleId, message }) => ({ ruleId, message })) });
}
process.stdout.write(JSON.stringify(results));
