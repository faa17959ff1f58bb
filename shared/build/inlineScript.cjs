// A TypeScript module run inline in the HTML, before the app's scripts (the shell's last view):
// compiled and minified at build time into one <script> with no src, which the server's
// Content-Security-Policy allows by its hash (server/src/http/static.ts).
const fs = require('node:fs');
const swc = require('@swc/core');

/**
 * The <script> element that runs `run()` from the module at `file`. The module must import nothing:
 * it runs before any bundle has loaded.
 */
function inlineScriptElement(file, run) {
  const source = fs.readFileSync(file, 'utf8');
  if (/^\s*import\s/m.test(source)) throw new Error(`${file} runs inline in the HTML and must import nothing`);
  const { code } = swc.transformSync(source, {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2019' },
    module: { type: 'commonjs' },
  });
  const wrapped = `(function(){var exports={};${code}\nexports.${run}();})();`;
  const minified = swc.minifySync(wrapped, { compress: true, mangle: true }).code;
  // Never closes the element early: the module holds no "</script".
  if (/<\/script/i.test(minified)) throw new Error(`${file} must not contain "</script"`);
  return `<script>${minified}</script>`;
}

module.exports = { inlineScriptElement };
