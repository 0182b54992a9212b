/**
 * A stock Docusaurus classic site of the same version as ours, to compare against: the official
 * template from the create-docusaurus package, copied the way `create-docusaurus --typescript`
 * copies it (templates/shared, then templates/classic-typescript over it), with our
 * node_modules linked in instead of an install.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where the template tarball is kept between runs, so a rerun does not fetch it again. */
export const TEMPLATE_CACHE_DIR = path.join(os.tmpdir(), 'unleash-docs-bench');

export function docusaurusVersion(root: string): string {
  const pkg = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules', '@docusaurus', 'core', 'package.json'), 'utf8'),
  ) as {version: string};
  return pkg.version;
}

/** The unpacked create-docusaurus package (its `package/` folder), fetched with `npm pack` once. */
export function templatePackage(version: string, cacheDir = TEMPLATE_CACHE_DIR): string {
  const unpacked = path.join(cacheDir, `create-docusaurus-${version}`);
  if (fs.existsSync(path.join(unpacked, 'package', 'templates'))) return path.join(unpacked, 'package');
  fs.mkdirSync(cacheDir, {recursive: true});
  const tarball = path.join(cacheDir, `create-docusaurus-${version}.tgz`);
  if (!fs.existsSync(tarball)) {
    execFileSync('npm', ['pack', `create-docusaurus@${version}`, '--pack-destination', cacheDir, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  fs.mkdirSync(unpacked, {recursive: true});
  execFileSync('tar', ['xzf', tarball, '-C', unpacked]);
  return path.join(unpacked, 'package');
}

/**
 * Copies the classic template into a new temporary folder and links `nodeModules` into it.
 * Uses the TypeScript variant when the package has one (ours is a TypeScript site).
 */
export function scaffoldStockSite(templatePkg: string, nodeModules: string): string {
  const templates = path.join(templatePkg, 'templates');
  const variant = fs.existsSync(path.join(templates, 'classic-typescript')) ? 'classic-typescript' : 'classic';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-stock-'));
  // mkdtemp makes the folder private; nginx's worker (user nobody) must read the build in it.
  fs.chmodSync(dir, 0o755);
  fs.cpSync(path.join(templates, 'shared'), dir, {recursive: true});
  fs.cpSync(path.join(templates, variant), dir, {recursive: true});
  if (fs.existsSync(path.join(dir, 'gitignore')))
    fs.renameSync(path.join(dir, 'gitignore'), path.join(dir, '.gitignore'));
  const pkgFile = path.join(dir, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(pkgFile, `${JSON.stringify({...pkg, name: 'stock-docusaurus', version: '0.0.0'}, null, 2)}\n`);
  fs.symlinkSync(fs.realpathSync(nodeModules), path.join(dir, 'node_modules'), 'dir');
  return dir;
}
