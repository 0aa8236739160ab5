// Entry point of the integration tests inside a VS Code extension host (extensionTestsPath). Used by
// both harnesses: test/harness/run.mjs (code-server, offline) and test/harness/electron.mjs
// (@vscode/test-electron, VS Code desktop). Bundled by esbuild to out/test/integration/index.js with
// 'mocha' external, so Mocha is loaded from the project's node_modules at run time.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Mocha from 'mocha';

/** Every *.test.js next to this file (the bundled suites in out/test/integration), the activation suite first. */
function testFiles(dir: string): string[] {
  const files = readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.test.js')).sort();
  // It counts the requests made while activating: it must run before any other suite activates the extension.
  const first = (f: string) => (f === 'activation.test.js' ? 0 : 1);
  return files.sort((a, b) => first(a) - first(b)).map((f) => join(dir, f));
}

export function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', timeout: 20_000, color: false, reporter: 'spec' });
  const grep = process.env.AUTH_TENANTS_TEST_GREP;
  if (grep) mocha.grep(grep);
  for (const file of testFiles(__dirname)) mocha.addFile(file);
  return new Promise((resolve, reject) => {
    try {
      const runner = mocha.run(() => {
        const { passes = 0, failures = 0, pending = 0 } = runner.stats ?? {};
        console.log(`integration: ${passes} passed, ${failures} failed${pending ? `, ${pending} skipped` : ''}`);
        if (failures > 0) reject(new Error(`${failures} integration test(s) failed`));
        else resolve();
      });
    } catch (err) {
      console.error(err);
      console.log('integration: 0 passed, 1 failed');
      reject(err);
    }
  });
}
