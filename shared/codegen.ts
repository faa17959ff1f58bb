import { clientCodegenConfig } from './build/codegen';

// Typed GraphQL documents for the shared data layer (its fragments are among its own documents).
export default clientCodegenConfig({ output: 'src/api/generated/', sharedFragments: false });
