/**
 * The client specification page against the specification package (issue 27): every case of the
 * pinned @unleash/client-specification passes in the pinned Node.js SDK; the page's worked
 * examples give the same answers in that SDK; and each behaviour the page states is tied to the
 * package case that expects the same result, so a new package version that changes a rule, or an
 * edit of the page that drops or contradicts one, fails here.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import * as sdk from 'unleash-client';
import {loadSpecifications, runSpecifications, specShapeProblems, type SpecFile} from '../../scripts/lib/client-spec';
import {extractSamples} from '../../scripts/lib/samples';

const ROOT = path.resolve(__dirname, '..', '..');
const PAGE = path.join(ROOT, 'docs', 'client-specification.mdx');
const PACKAGE_DIR = path.join(ROOT, 'node_modules', '@unleash', 'client-specification');
const packageVersion = (
  JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as {version: string}
).version;
const sdkVersion = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', 'unleash-client', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const pageSource = fs.readFileSync(PAGE, 'utf8');
/** The page's prose with line breaks and Markdown emphasis flattened, for phrase look-ups. */
const pageText = pageSource.replace(/\*\*/g, '').replace(/\s+/g, ' ');
const specFiles = loadSpecifications(PACKAGE_DIR);

type PackageCase = {file: string; description: string};
const findCase = ({file, description}: PackageCase) => {
  const spec = specFiles.find((s) => s.file === file)?.spec;
  assert.ok(spec, `@unleash/client-specification ${packageVersion} has no file ${file}`);
  const found = [...(spec.tests ?? []), ...(spec.variantTests ?? [])].find((c) => c.description === description);
  assert.ok(found, `${file} in @unleash/client-specification ${packageVersion} has no case "${description}"`);
  return found;
};
/** What a pair of cases must agree on: the boolean, or the variant's enabled and feature_enabled. */
const outcome = (expected: unknown) =>
  typeof expected === 'boolean'
    ? expected
    : {
        enabled: (expected as {enabled: boolean}).enabled,
        feature_enabled: (expected as {feature_enabled: boolean}).feature_enabled,
      };

/**
 * Statements of the page's prose, each with a package case that expects the same outcome.
 * `phrase` must appear in the page word for word (whitespace and bold markers aside).
 */
const PROSE_CLAIMS: Array<{phrase: string; spec: PackageCase; expected: unknown}> = [
  {
    phrase: 'Unknown flags return the fallback the caller passed, or `false`.',
    spec: {file: '01-simple-examples.json', description: 'Unknown feature toggle should be disabled'},
    expected: false,
  },
  {
    phrase: 'No strategies means on.',
    spec: {file: '01-simple-examples.json', description: 'Feature.C should be enabled when strategy missing'},
    expected: true,
  },
  {
    phrase: 'If a strategy refers to a segment that the SDK cannot find, the strategy must evaluate to `false`.',
    spec: {file: '15-global-constraints.json', description: 'F9.withMissingSegment should force evaluation to false'},
    expected: false,
  },
  {
    phrase:
      'With any other name, it is that context field, and if the field is missing the strategy evaluates to `false`.',
    spec: {
      file: '12-custom-stickiness.json',
      description: 'Feature.flexible.rollout.custom.stickiness_50 should not be enabled without custom field',
    },
    expected: false,
  },
  {
    phrase: 'Returns true if `rollout > 0`',
    spec: {
      file: '10-flexible-rollout-strategy.json',
      description: 'Feature.flexibleRollout.0 should be disbaled for rollout=0',
    },
    expected: false,
  },
  {
    phrase: 'A strategy matches when all of its constraints, including those of its segments, are true',
    spec: {
      file: '09-strategy-constraints.json',
      description: 'Feature.constraints.multi should NOT be enabled appName=web',
    },
    expected: false,
  },
  {
    phrase: 'the flag is on if at least one strategy matches',
    spec: {file: '09-strategy-constraints.json', description: 'Constraint should work with the latter strategy'},
    expected: true,
  },
  {
    phrase: 'a flag whose only constraint uses an operator the SDK does not recognise to evaluate to `false`',
    spec: {file: '13-constraint-operators.json', description: 'F7.invalid-operator should always return false'},
    expected: false,
  },
  {
    phrase: 'invalid entries in the list are skipped',
    spec: {
      file: '22-cidr-constraint-operators.json',
      description: 'Valid CIDR should match even when invalid entries exist',
    },
    expected: true,
  },
  {
    phrase: 'uses a feature RE2 lacks, such as look-ahead or back-references',
    spec: {
      file: '21-regex-constraint-operators.json',
      description: 'R90 lookahead should be rejected upstream; if it leaks through, it must not enable',
    },
    expected: false,
  },
  {
    phrase:
      'A flag-level variant with overrides whose context field matches one of the override values is chosen directly.',
    spec: {file: '08-variants.json', description: 'Feature.Variants.override.D should return variant1 for user 132'},
    expected: {enabled: true, feature_enabled: true},
  },
  {
    phrase: "falls back to the strategy's `stickiness` parameter",
    spec: {
      file: '16-strategy-variants.json',
      description: 'Feature.strategy.variants.stickiness should inherit stickiness from the strategy - first variant',
    },
    expected: {enabled: true, feature_enabled: true},
  },
  {
    phrase: 'Otherwise, if the flag has flag-level variants, choose among those',
    spec: {
      file: '16-strategy-variants.json',
      description: 'Feature.strategy.variant.fallback should fall back to feature variants',
    },
    expected: {enabled: true, feature_enabled: true},
  },
];

/** Each case of the page's worked examples, with the package case that settles the same rule. */
const EXAMPLE_CLAIMS: Record<string, PackageCase> = {
  'user 123 is inside a 63% rollout': {
    file: '10-flexible-rollout-strategy.json',
    description: 'Feature.flexibleRollout.10 should be enabled for userId=174',
  },
  'user 123 (bucket 63) is outside a 62% rollout of the same group': {
    file: '10-flexible-rollout-strategy.json',
    description: 'Feature.flexibleRollout.10 should be disabled for userId=499',
  },
  'IN matches a listed value': {
    file: '13-constraint-operators.json',
    description: 'F8.missing-field.IN should return true when present',
  },
  'IN is false when the field is missing': {
    file: '13-constraint-operators.json',
    description: 'F8.missing-field.IN should return false',
  },
  'NOT_IN is true when the field is missing': {
    file: '13-constraint-operators.json',
    description: 'F8.missing-field.NOT_IN should return true',
  },
  'IN compares case-sensitively': {
    file: '13-constraint-operators.json',
    description: 'F3.endsWith should be disabled when casing is incorrect',
  },
  'an inverted STR_CONTAINS is true when the field is missing': {
    file: '13-constraint-operators.json',
    description: 'F4.contains.inverted should be enabled',
  },
  'an inverted STR_CONTAINS is false when the value contains the text': {
    file: '13-constraint-operators.json',
    description: 'F9.inverted.IN should return false when present but inverted',
  },
  'NUM_GT parses the value as a number': {
    file: '13-constraint-operators.json',
    description: 'F5.numEq works for floats',
  },
  'DATE_AFTER is strict: the exact date does not match': {
    file: '13-constraint-operators.json',
    description: 'F7.dateAfter is exclusive of date parameter',
  },
  'DATE_AFTER matches one millisecond later': {
    file: '13-constraint-operators.json',
    description: 'F7.dateAfter should be enabled',
  },
  'SEMVER_GTE includes the version itself': {
    file: '14-constraint-semver-operators.json',
    description: 'F8.semverGTE should be enabled',
  },
  'a pre-release is lower than its release': {
    file: '14-constraint-semver-operators.json',
    description: 'F8.releaseCandidate - alpha is not greater than rc',
  },
  'a leading v is not a valid version': {
    file: '14-constraint-semver-operators.json',
    description: 'F8.invalidSemverWithLeadingV - invalid semver resolves to false',
  },
  'REGEX searches the value': {file: '21-regex-constraint-operators.json', description: 'R01 matches basic email-ish'},
  'REGEX is case-sensitive by default': {
    file: '21-regex-constraint-operators.json',
    description: 'Regex constraint is case sensitive by default',
  },
  'an unknown operator is false': {
    file: '13-constraint-operators.json',
    description: 'F7.invalid-operator should always return false',
  },
  'an override wins before hashing': {
    file: '08-variants.json',
    description: 'Feature.Variants.override.D should return variant1 for user 61',
  },
  'on without variants gives the disabled variant with feature_enabled true': {
    file: '08-variants.json',
    description: 'Feature.Variants.F should be disabled when variants are empty',
  },
  'off gives the disabled variant with feature_enabled false': {
    file: '08-variants.json',
    description: 'Feature.Variants.E should be disabled',
  },
  'an unknown flag gives the disabled variant': {
    file: '08-variants.json',
    description: 'Feature.Variants.MissingToggle should be disabled missing toggle',
  },
  'a child is on when its parent is on': {
    file: '17-dependent-features.json',
    description: 'Both parent and child must be enabled for the child to be enabled.',
  },
  'a dependency can require the parent to be off': {
    file: '17-dependent-features.json',
    description: 'Child is enabled only if the parent is expectedly disabled and indeed is.',
  },
  'a parent that has a parent itself makes the child false': {
    file: '17-dependent-features.json',
    description: 'Child is disabled if a transitive dependency exists.',
  },
  'a missing parent makes the child false': {
    file: '17-dependent-features.json',
    description: 'Child is disabled if the specified parent does not exist.',
  },
};

const workedExamples = extractSamples('docs/client-specification.mdx', pageSource)
  .filter((s) => s.lang === 'json')
  .map((s) => ({sample: s, spec: JSON.parse(s.code) as SpecFile}));

describe(`@unleash/client-specification ${packageVersion} in unleash-client ${sdkVersion}`, () => {
  it('passes every case of every specification file', async () => {
    const results = await runSpecifications(specFiles, sdk);
    const expectedCount = specFiles.reduce(
      (n, {spec}) => n + (spec.tests?.length ?? 0) + (spec.variantTests?.length ?? 0),
      0,
    );
    const failed = results.filter((r) => !r.pass);
    console.log(`# ${results.length} cases in ${specFiles.length} files, ${failed.length} failed`);
    assert.equal(results.length, expectedCount, 'every case was evaluated');
    assert.deepEqual(
      failed.map(
        (r) => `${r.file}: ${r.description}: expected ${JSON.stringify(r.expected)}, got ${JSON.stringify(r.actual)}`,
      ),
      [],
    );
  });
});

describe('docs/client-specification.mdx against the specification package', () => {
  it('names the package version it was checked against', () => {
    assert.match(pageSource, new RegExp(`client-specification: ${packageVersion.replace(/\./g, '\\.')}\\b`));
  });

  it('has worked examples in the specification format, and they pass in unleash-client', async () => {
    assert.ok(workedExamples.length >= 3, `only ${workedExamples.length} worked examples`);
    for (const {sample, spec} of workedExamples) {
      assert.deepEqual(specShapeProblems(spec), [], `${sample.id} (line ${sample.line})`);
    }
    const results = await runSpecifications(
      workedExamples.map(({sample, spec}) => ({file: sample.id, spec})),
      sdk,
    );
    assert.deepEqual(
      results.filter((r) => !r.pass).map((r) => `${r.file}: ${r.description}: got ${JSON.stringify(r.actual)}`),
      [],
    );
  });

  it('ties every worked-example case to a package case that expects the same outcome', () => {
    const pageCases = workedExamples.flatMap(({spec}) => [...(spec.tests ?? []), ...(spec.variantTests ?? [])]);
    const unmapped = pageCases.filter((c) => !(c.description in EXAMPLE_CLAIMS)).map((c) => c.description);
    // Every worked-example case needs a counterpart, except rules the package does not test (listed here).
    const withoutCounterpart = ['NUM_GT is false for a value that is not a number'];
    assert.deepEqual(unmapped, withoutCounterpart, 'worked-example cases without a package counterpart');
    for (const c of pageCases) {
      const ref = EXAMPLE_CLAIMS[c.description];
      if (!ref) continue;
      assert.deepEqual(
        outcome(c.expectedResult),
        outcome(findCase(ref).expectedResult),
        `"${c.description}" disagrees with ${ref.file}: "${ref.description}"`,
      );
    }
    for (const description of Object.keys(EXAMPLE_CLAIMS)) {
      assert.ok(
        pageCases.some((c) => c.description === description),
        `the page no longer has the worked example "${description}"`,
      );
    }
  });

  for (const claim of PROSE_CLAIMS) {
    it(`states "${claim.phrase}" as the package expects`, () => {
      assert.ok(pageText.includes(claim.phrase), `the page no longer says: ${claim.phrase}`);
      assert.deepEqual(outcome(findCase(claim.spec).expectedResult), claim.expected);
    });
  }
});
