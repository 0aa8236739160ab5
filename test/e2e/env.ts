// What test/harness/e2e.mjs hands to the e2e tests (they only run through it: it starts code-server with the
// extension installed, the emulator and the browser, and stops them afterwards).

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e tests through "node test/harness/e2e.mjs" (or npm test).`);
  return value;
}

export const env = {
  /** The workbench URL with the test workspace folder. */
  workbenchUrl: required('E2E_WORKBENCH_URL'),
  /** Origin of the local tenant emulator (seed demo). */
  emulatorUrl: required('E2E_EMULATOR_URL').replace(/\/$/, ''),
  /** Origin of the second emulator (seed demo-production), the production tenant of the compare and copy step. */
  productionUrl: required('E2E_PRODUCTION_URL').replace(/\/$/, ''),
  /** playwright browser server (headless Chromium) to connect to. */
  browserWs: required('E2E_BROWSER_WS'),
  /** .test-artifacts/e2e/<run>/: logs and failure screenshots. */
  artifacts: required('E2E_ARTIFACTS'),
  /** The profile's user settings file (settings.json): the emulator settings count from there only. */
  userSettings: required('E2E_USER_SETTINGS'),
  /** Where the README screenshots go (media/screenshots with --update-screenshots, else the artifacts). */
  screenshots: required('E2E_SCREENSHOTS'),
};
