// What graphql-request imports from `graphql`, for the browser build: webpack resolves `graphql` here
// (shared/build/webpack.cjs). The app sends codegen's document text with `excludeOperationName`
// (shared/src/api/client.ts), so graphql-request neither parses nor prints a document, and graphql's
// parser and printer (about 11 KB gzipped) stay out of the first page. A call here is a bug: it says so.
function leftOut(name) {
  return () => {
    throw new Error(
      `graphql's ${name} is left out of the browser build: send document text with excludeOperationName (shared/src/api/client.ts).`,
    );
  };
}

export const parse = leftOut('parse');
export const print = leftOut('print');
/** Read only after a parse, which never happens; kept so the import resolves. */
export const Kind = Object.freeze({ OPERATION_DEFINITION: 'OperationDefinition' });
