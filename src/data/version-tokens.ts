/**
 * Version tokens: pages write `%%version:unleash-edge%%` (20.4.1), `%%minor:unleash%%` (8.2) or
 * `%%major:sdk-go%%` (5) where they show a release, in prose or code, and the build puts in the
 * version from src/data/versions.ts before Markdown is parsed (Docusaurus's `markdown.preprocessor`:
 * in parsed prose, `:sdk-go` would already have become a text directive). A version bump then changes every install command, image tag
 * and module path at once. The same substitution feeds the tested samples and the Markdown twins.
 */
export type VersionTable = Readonly<Record<string, {version: string}>>;

const TOKEN = /%%(version|minor|major):([\w-]+)%%/g;

export function hasVersionTokens(text: string): boolean {
  TOKEN.lastIndex = 0;
  return TOKEN.test(text);
}

/** Replaces every token; an unknown product fails with `where` (file and line) in the message. */
export function substituteVersionTokens(text: string, table: VersionTable, where: string): string {
  return text.replace(TOKEN, (token, part: string, key: string) => {
    const product = Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
    if (!product) throw new Error(`${where}: ${token} names no product of src/data/versions.ts`);
    const [major, minor] = product.version.split('.');
    if (part === 'major') return major;
    if (part === 'minor') return `${major}.${minor}`;
    return product.version;
  });
}

/** Replaces the tokens of a whole file, naming the file and line of a token it cannot resolve. */
export function substituteVersionTokensInFile(content: string, table: VersionTable, filePath: string): string {
  if (!hasVersionTokens(content)) return content;
  return content
    .split('\n')
    .map((line, index) => substituteVersionTokens(line, table, `${filePath}:${index + 1}`))
    .join('\n');
}
