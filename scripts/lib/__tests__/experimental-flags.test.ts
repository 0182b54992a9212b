import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {parseExperimentalFlags, readExperimentalFlags} from '../experimental-flags';

describe('parseExperimentalFlags', () => {
  it('reads each flag and the variable its default comes from', () => {
    const source = [
      "import { parseEnvVarBoolean } from '../util/index.js';",
      'const flags = {',
      '    anonymiseEventLog: false,',
      '    maintenanceMode: parseEnvVarBooleanOrStringVariant(process.env.UNLEASH_EXPERIMENTAL_MAINTENANCE_MODE, false),',
      '    messageBanner: {',
      "        name: 'message-banner',",
      '        enabled: parseEnvVarBoolean(process.env.UNLEASH_EXPERIMENTAL_MESSAGE_BANNER, false),',
      "        payload: { value: process.env.UNLEASH_EXPERIMENTAL_MESSAGE_BANNER_PAYLOAD ?? '' },",
      '    },',
      '};',
      'export const defaultExperimentalOptions = {',
      '    flags,',
      '};',
    ].join('\n');
    assert.deepEqual(
      [...parseExperimentalFlags(source)],
      [
        ['anonymiseEventLog', ''],
        ['maintenanceMode', 'UNLEASH_EXPERIMENTAL_MAINTENANCE_MODE'],
        ['messageBanner', 'UNLEASH_EXPERIMENTAL_MESSAGE_BANNER'],
      ],
    );
  });

  it('finds the flags of the installed unleash-server, including the constraint operators the docs mark', () => {
    const flags = readExperimentalFlags();
    assert.equal(flags.get('regexConstraintOperator'), 'UNLEASH_EXPERIMENTAL_REGEX_CONSTRAINT_OPERATOR');
    assert.equal(flags.get('semverGteConstraintOperators'), 'UNLEASH_EXPERIMENTAL_SEMVER_GTE_CONSTRAINT_OPERATORS');
  });
});
