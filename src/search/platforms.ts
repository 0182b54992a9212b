/**
 * The languages and frameworks that have their own SDK reference page or tutorials. A reader who
 * names one ("react a/b test", "flask app not getting updated toggles") wants that platform's pages
 * before the general guides that merely mention it, and before another platform's pages.
 */

/** The words readers use for a platform (as the search tokenizer yields them), by platform. */
const WORDS: Record<string, readonly string[]> = {
  react: ['react'],
  vue: ['vue', 'vuejs', 'nuxt'],
  svelte: ['svelte', 'sveltekit'],
  nextjs: ['nextjs'],
  node: ['node', 'nodejs', 'express'],
  go: ['go', 'golang'],
  java: ['java', 'spring', 'maven'],
  python: ['python', 'django', 'flask', 'fastapi', 'pip', 'gunicorn'],
  ruby: ['ruby', 'rails', 'gem', 'puma', 'sidekiq'],
  rust: ['rust', 'tokio', 'cargo'],
  dotnet: ['dotnet', 'net', 'csharp', 'nuget'],
  php: ['php', 'laravel', 'symfony', 'composer'],
  javascript: ['javascript', 'js'],
  android: ['android', 'kotlin'],
  ios: ['ios', 'swift', 'swiftui'],
  flutter: ['flutter', 'dart'],
};

/** The path segment of an SDK page or a tutorial folder, by platform where it differs from the platform's key. */
const SLUGS: Record<string, string> = {
  'next-js': 'nextjs',
  golang: 'go',
  'spring-boot': 'java',
  django: 'python',
  rails: 'ruby',
  sveltekit: 'svelte',
  'javascript-browser': 'javascript',
  // The tutorial folder named "javascript" is the Node.js and Express tutorial.
  javascript: 'node',
  'android-proxy': 'android',
  'android-proxy-legacy': 'android',
  'ios-proxy': 'ios',
};

const PLATFORM_OF_WORD = new Map(Object.entries(WORDS).flatMap(([platform, words]) => words.map((w) => [w, platform])));

/** The platform a page belongs to: an SDK reference page or a tutorial folder named after it; null for any other page. */
export function platformOfPage(url: string): string | null {
  const match = /^\/(?:reference\/sdks|feature-flag-tutorials)\/([^/#]+)(?:\/|#|$)/.exec(url);
  if (!match) return null;
  const platform = SLUGS[match[1]] ?? match[1];
  return platform in WORDS ? platform : null;
}

/**
 * Platform names that are also everyday words ("go live", "where do archived flags go", "a cluster
 * node"): they name the platform only in a one-word query or next to a word about code.
 */
const EVERYDAY_WORDS = new Set(['go', 'node']);
const CODE_WORDS = new Set([
  'sdk',
  'sdks',
  'client',
  'clients',
  'library',
  'module',
  'package',
  'app',
  'application',
  'service',
  'tutorial',
  'tutorials',
  'example',
  'examples',
  'code',
  'lang',
  'language',
]);

/**
 * The one platform a query names, from its words (lower case, as tokenized), or null when it names
 * none or several ("java sdk vs javascript"; "node.js" counts once). "js" after "next" or "node"
 * belongs to that name, and "next" only names Next.js when "js" follows it ("next steps" does not).
 */
export function platformOfQuery(words: readonly string[]): string | null {
  const named = new Set<string>();
  const aboutCode = words.length === 1 || words.some((w) => CODE_WORDS.has(w));
  words.forEach((word, i) => {
    if (word === 'next' && words[i + 1] === 'js') named.add('nextjs');
    else if (word === 'node' && words[i + 1] === 'js') named.add('node');
    else if (word === 'js' && (words[i - 1] === 'next' || words[i - 1] === 'node')) return;
    else if (EVERYDAY_WORDS.has(word) && !aboutCode) return;
    else {
      const platform = PLATFORM_OF_WORD.get(word);
      if (platform) named.add(platform);
    }
  });
  return named.size === 1 ? [...named][0] : null;
}
