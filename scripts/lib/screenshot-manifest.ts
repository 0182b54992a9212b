/**
 * The pure half of scripts/screenshots.ts: reading its command line (`--only=name1,name2`) and
 * building or merging static/img/screenshots/manifest.json, so that unit tests can feed them fixtures.
 */

export type Viewport = {width: number; height: number};

export type ManifestImage = {
  file: string;
  description: string;
  viewport: Viewport;
  unleashServerVersion: string;
  quality: number;
  bytes: number;
};

export type Manifest = {
  generatedBy: string;
  unleashServerVersion: string;
  viewport: Viewport;
  colorScheme: string;
  format: {type: string; quality: number};
  images: ManifestImage[];
};

/** What to capture: every shot, or only the named ones (in the order the user gave them). */
export type Selection = {all: true} | {all: false; names: string[]};

/**
 * Reads the script's arguments. No argument captures every shot; `--only=a,b` (or `--only a,b`)
 * captures just those. Unknown names, an empty list, a repeated `--only` and any other argument are
 * errors, so that a typo never silently captures nothing or everything.
 */
export function parseArgs(args: readonly string[], known: readonly string[]): Selection {
  let names: string[] | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    let value: string;
    if (arg.startsWith('--only=')) value = arg.slice('--only='.length);
    else if (arg === '--only') {
      if (i + 1 >= args.length || args[i + 1].startsWith('--')) throw new Error('--only needs a list of shot names');
      i += 1;
      value = args[i];
    } else throw new Error(`unknown argument "${arg}"; the only option is --only=name1,name2`);
    if (names) throw new Error('give --only once, with the names separated by commas');
    names = value
      .split(',')
      .map((name) => name.trim().replace(/\.jpg$/, ''))
      .filter(Boolean);
    if (names.length === 0) throw new Error('--only needs at least one shot name');
  }
  if (!names) return {all: true};
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new Error(`unknown shot ${unknown.map((n) => `"${n}"`).join(', ')}; the shots are: ${known.join(', ')}`);
  return {all: false, names: [...new Set(names)]};
}

/** Whether a shot is captured in this run. */
export function isSelected(selection: Selection, name: string): boolean {
  return selection.all || selection.names.includes(name);
}

/**
 * A partial run must not mix images of two product versions under one manifest: when the installed
 * unleash-server differs from the one the existing images show, it returns why the run should stop.
 */
export function partialRunProblem(previous: Manifest | undefined, version: string): string | undefined {
  if (!previous || previous.unleashServerVersion === version) return undefined;
  return (
    `the existing screenshots show unleash-server ${previous.unleashServerVersion} but ${version} is installed; ` +
    'run the full "npm run screenshots" to replace every image'
  );
}

/**
 * Merges the entries of a partial run into the previous manifest: the new entries replace the ones
 * with the same file, entries for files this run did not capture stay as they were. Entries follow
 * `order` (the script's shot files in list order); entries for files not in it keep their place
 * after those. The top-level fields come from `next`.
 */
export function mergeManifest(previous: Manifest | undefined, next: Manifest, order: readonly string[]): Manifest {
  const byFile = new Map<string, ManifestImage>();
  for (const image of previous?.images ?? []) byFile.set(image.file, image);
  for (const image of next.images) byFile.set(image.file, image);
  const listed = order.filter((file) => byFile.has(file)).map((file) => byFile.get(file) as ManifestImage);
  const rest = [...byFile.values()].filter((image) => !order.includes(image.file));
  return {...next, images: [...listed, ...rest]};
}
