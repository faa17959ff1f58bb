// Async queries wait up to 5 s instead of 1 s: CI shares two cores between the jest workers, the
// build and the end-to-end servers, and a slow render must not read as a failure.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
