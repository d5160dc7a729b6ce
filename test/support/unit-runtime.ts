// Every unit test file starts with a runtime of its own (what an app creates at boot or mount);
// a test that needs a clean one calls `startRuntime()` again. Ended when the file is done.
import { boundRuntime } from '../../src/runtime/current';
import { startRuntime } from '../../src/runtime/create-runtime';

startRuntime();

afterAll(() => {
  boundRuntime()?.dispose();
});
