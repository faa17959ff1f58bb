// The UI for the server's render of a page (shell/src/server): styled-components' style sheet, which
// collects the rules a render used, kept out of ./index (the browser's shared chunk keeps its exports).
export * from './index';
export { ServerStyleSheet } from 'styled-components';
