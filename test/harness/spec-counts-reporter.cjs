// Mocha reporter: the ordinary spec output on the console, plus the final counts written as JSON to
// $MOCHA_COUNTS_FILE (used by scripts/test.mjs for its summary line).
'use strict';
const { writeFileSync } = require('node:fs');
const Mocha = require('mocha');

class SpecCounts extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const file = process.env.MOCHA_COUNTS_FILE;
    runner.once(Mocha.Runner.constants.EVENT_RUN_END, () => {
      const { passes = 0, failures = 0, pending = 0 } = runner.stats ?? {};
      if (file) writeFileSync(file, JSON.stringify({ passed: passes, failed: failures, skipped: pending }));
    });
  }
}

module.exports = SpecCounts;
