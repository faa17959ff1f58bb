import { clientCodegenConfig } from '@inscriptions/shared/build/codegen';

// This area's own typed GraphQL operations (kept next to its features), from the server's schema.
export default clientCodegenConfig();
