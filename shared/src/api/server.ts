// The API for the server's render of a page (shell/src/server): the app's one beside what only the
// server calls, kept out of ./index, whose every export the browser's shared chunk keeps.
export * from './index';
export { dehydrate } from '@tanstack/react-query';
export { answerCallsWith } from './transport';
export { renderInZone } from './deviceTimezone';
