/*
 * The rules both sides check, in one dependency-free place: the server and
 * @inscriptions/shared/validation import them; nothing else defines a rule.
 */
export * from './patterns';
export * from './limits';
export * from './enums';
export * from './questions';
export * from './messages';
export * from './dictation';
export * from './externalAi';
export * from './routes';
export * from './transfer';
export * from './federation';
