// Ends with a failure code set the way a test runner or a script sets it (see db/embedded.test.ts).
import '../src/db/embedded.ts';

process.exitCode = 3;
