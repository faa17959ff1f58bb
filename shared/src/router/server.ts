// The router for the server's render of a page (shell/src/server): react-router's static APIs beside
// the app's ones, from the same module. Kept out of ./index, whose every export the browser's shared
// chunk keeps.
export * from './index';
export { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
