/**
 * The `checked` front-matter record: which releases a page's facts were checked against, and when.
 *
 *   checked:
 *     date: 2026-11-26
 *     against:
 *       unleash: 8.2.0
 *       unleash-edge: 20.4.1
 *
 * Pure functions, shared by the content check (which fails on a missing, malformed or stale
 * record) and the page footer that shows the record to readers.
 */

export type VersionTable = Readonly<Record<string, {name: string; version: string}>>;

export type VersionRecord = {
  /** YYYY-MM-DD. */
  date: string;
  against: {key: string; version: string}[];
};

/** URL families whose pages must say what they were checked against. */
export const RECORD_REQUIRED: ReadonlyArray<RegExp> = [
  /^\/reference\/.+/,
  /^\/how-to\/.+/,
  /^\/using-unleash\/.+/,
  /^\/feature-flag-tutorials\/.+/,
];

export function recordRequiredFor(url: string): boolean {
  return RECORD_REQUIRED.some((rule) => rule.test(url));
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

/** gray-matter turns an unquoted YAML date into a Date; both forms are accepted. */
function dateString(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const parsed = new Date(`${value}T00:00:00Z`);
    if (!Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value)) return value;
  }
  return undefined;
}

/**
 * Reads the record from front matter. Returns the record, or the problems that make it unusable,
 * each phrased so that the content check can print it after the file name.
 */
export function parseVersionRecord(
  value: unknown,
  table: VersionTable,
  today: Date = new Date(),
): {record?: VersionRecord; problems: string[]} {
  const problems: string[] = [];
  if (value === undefined) return {problems: ['field "checked" is missing']};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {problems: ['field "checked" must be a map with "date" and "against"']};
  }
  const raw = value as Record<string, unknown>;
  for (const key of Object.keys(raw)) {
    if (key !== 'date' && key !== 'against') problems.push(`field "checked.${key}" is not part of the record`);
  }
  const date = dateString(raw.date);
  if (!date) problems.push('field "checked.date" must be a date written YYYY-MM-DD');
  else if (date > today.toISOString().slice(0, 10)) problems.push(`field "checked.date" (${date}) is in the future`);

  const against: VersionRecord['against'] = [];
  if (typeof raw.against !== 'object' || raw.against === null || Array.isArray(raw.against)) {
    problems.push('field "checked.against" must map product keys of src/data/versions.ts to versions');
  } else {
    const entries = Object.entries(raw.against as Record<string, unknown>);
    if (entries.length === 0) problems.push('field "checked.against" names no product');
    for (const [key, version] of entries) {
      if (!Object.prototype.hasOwnProperty.call(table, key)) {
        problems.push(`field "checked.against.${key}": "${key}" is not a product of src/data/versions.ts`);
      } else if (typeof version !== 'string' || !SEMVER.test(version)) {
        problems.push(`field "checked.against.${key}" must be a full version such as 1.2.3, got ${String(version)}`);
      } else {
        against.push({key, version});
      }
    }
  }
  return problems.length > 0 || !date ? {problems} : {record: {date, against}, problems};
}

/** Negative when a is an older major.minor than b, positive when newer, 0 when they share it. */
export function compareMajorMinor(a: string, b: string): number {
  const [, aMajor, aMinor] = SEMVER.exec(a) ?? [];
  const [, bMajor, bMinor] = SEMVER.exec(b) ?? [];
  return Number(aMajor) - Number(bMajor) || Number(aMinor) - Number(bMinor);
}

/**
 * What is stale in a valid record: products it was checked against at an older major or minor
 * release than the table names (patch releases do not change what the docs describe), or at a
 * release the table does not know yet (a typo, or a table that needs its bump first).
 */
export function staleEntries(record: VersionRecord, table: VersionTable): string[] {
  const problems: string[] = [];
  for (const {key, version} of record.against) {
    const current = table[key].version;
    const order = compareMajorMinor(version, current);
    if (order < 0) {
      problems.push(
        `checked against ${table[key].name} ${version}, but the docs describe ${current}: re-check the page, then update "checked.against.${key}" and "checked.date"`,
      );
    } else if (order > 0) {
      problems.push(`"checked.against.${key}" is ${version}, newer than ${current} in src/data/versions.ts`);
    }
  }
  return problems;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "Unleash 8.2.0 and Unleash Edge 20.4.1": the products named as readers know them. */
export function describeAgainst(record: VersionRecord, table: VersionTable): string {
  const names = record.against.map(({key, version}) => `${table[key]?.name ?? key} ${version}`);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "26 November 2026", from YYYY-MM-DD, with no dependence on the reader's locale or time zone. */
export function describeDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
