// The HTML page of the shell and of a remote's dev host (shared/build/webpack.cjs).
const { inlineScriptElement } = require('./inlineScript.cjs');

/**
 * The app's start-up screen as plain HTML, painted before any script has run; React replaces it with the
 * first page (or with the same skeleton, shared/ui's PageSkeleton, while that page loads). Its colours are
 * the theme's background and surfaceMuted (shared/src/ui/theme.ts).
 */
const STARTUP_SCREEN = `<style>body{margin:0;background:#f6f5f1}.startup{display:grid;gap:16px;max-width:960px;margin:0 auto;padding:32px}.startup i{height:96px;border-radius:6px;background:#eeece6;animation:startup 1.4s ease-in-out infinite}.startup i:first-of-type{height:36px;width:40%}.startup i:last-of-type{width:80%}.startup span{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}@keyframes startup{50%{opacity:1}0%,100%{opacity:.55}}@media (prefers-reduced-motion:reduce){.startup i{animation:none}}</style><div class="startup" role="status" aria-busy="true"><span>Loading Inscriptions</span><i></i><i></i><i></i><i></i></div>`;

function htmlTemplate(title, { installable, inlineScript }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#3d5a80" />
    <meta name="description" content="Inscriptions: a private journal and knowledge space." />
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%233d5a80'/%3E%3Ctext x='16' y='23' font-size='20' text-anchor='middle' fill='white' font-family='Georgia'%3EI%3C/text%3E%3C/svg%3E" />
    ${installable ? '<link rel="manifest" href="/manifest.webmanifest" />\n    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />\n    ' : ''}<title>${title}</title>
  </head>
  <body>
    <noscript>Inscriptions needs JavaScript.</noscript>
    <div id="root">${installable ? STARTUP_SCREEN : ''}</div>${inlineScript ? `\n    ${inlineScriptElement(inlineScript.file, inlineScript.run)}` : ''}
  </body>
</html>`;
}

module.exports = { htmlTemplate };
