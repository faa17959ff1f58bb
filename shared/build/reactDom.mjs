// react-dom's name, served by preact/compat (see renderer.cjs).
export * from 'preact/compat';
export { default } from 'preact/compat';
