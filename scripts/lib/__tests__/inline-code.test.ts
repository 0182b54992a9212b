import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  attributesOf,
  constantStylesInScript,
  hashSource,
  inlineHandlers,
  inlineScripts,
  inlineStyles,
  unclosedElements,
} from '../inline-code';

describe('inlineScripts', () => {
  it('returns the exact text of scripts a browser runs, in page order', () => {
    const html =
      '<head><script>(function(){var t="dark"})()</script><script src="/a.js" defer></script>' +
      '<script type="module">import("/b.js")</script><script type="text/javascript">\n  x()\n</script></head>';
    assert.deepEqual(inlineScripts(html), ['(function(){var t="dark"})()', 'import("/b.js")', '\n  x()\n']);
  });

  it('leaves data blocks (JSON-LD, JSON) out: they are not code', () => {
    const html =
      '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>' +
      '<script type="application/json" id="list">["/a.js"]</script><script>go()</script>';
    assert.deepEqual(inlineScripts(html), ['go()']);
  });

  it('reads attributes whose quoted values hold ">"', () => {
    assert.deepEqual(inlineScripts('<script data-x="a > b" src="/x.js"></script><script data-y="1>2">run()</script>'), [
      'run()',
    ]);
  });
});

describe('inlineStyles', () => {
  it('returns the text of each style block', () => {
    assert.deepEqual(inlineStyles('<style>a{color:red}</style><p style="x"></p><style media="print">b{}</style>'), [
      'a{color:red}',
      'b{}',
    ]);
  });
});

describe('inlineHandlers', () => {
  it('finds event handler attributes and javascript: URLs, even entity-encoded', () => {
    const found = inlineHandlers(
      '<img src="/a.png" onerror="x()"><a href="javascript:void 0">x</a><a href="&#106;avascript:alert(1)">y</a>' +
        '<button ONCLICK=go>z</button><form action=" javascript:x()"></form>',
    );
    assert.equal(found.length, 5, found.join('\n'));
    assert.match(found[0], /^onerror on <img/);
    assert.match(found[1], /javascript: URL in <a href="javascript/);
  });

  it('does not flag words in text, code, scripts or ordinary attributes', () => {
    const html =
      '<p>Set onclick="x" in your own app, or use javascript:void(0)</p>' +
      '<pre><code>&lt;button onclick="go()"&gt;</code></pre>' +
      '<script>el.innerHTML = \'<a onclick="x">\'</script>' +
      '<a href="/javascript-sdk" data-online="yes" one="1">JavaScript SDK</a>';
    assert.deepEqual(inlineHandlers(html), []);
  });
});

describe('hashSource', () => {
  it('is the CSP source of the SHA-256 of the UTF-8 bytes', () => {
    // The well-known SHA-256 of the empty string.
    assert.equal(hashSource(''), "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    assert.notEqual(hashSource('é'), hashSource('e'));
    assert.notEqual(hashSource('a()'), hashSource('a() '));
  });
});

describe('constantStylesInScript', () => {
  it("finds the constant text of React's <style> elements in a bundle", () => {
    const bundle =
      'o.createElement("defs",null,o.createElement("style",null,".cls-1{fill:#003dff;}")),' +
      '(0,r.jsx)("style",{children:".a{color:red}\\n.b{}"}),o.createElement("style",null,e.css)';
    assert.deepEqual(constantStylesInScript(bundle), ['.cls-1{fill:#003dff;}', '.a{color:red}\n.b{}']);
  });
});

describe('attributesOf', () => {
  it('reads quoted, unquoted and bare attributes, names in lower case', () => {
    assert.deepEqual(
      [...attributesOf(' TYPE="module" data-x=\'a > b\' async src=/a.js')],
      [
        ['type', 'module'],
        ['data-x', 'a > b'],
        ['async', ''],
        ['src', '/a.js'],
      ],
    );
  });
});

describe('unclosedElements', () => {
  it('finds script and style elements that never end, with their line', () => {
    assert.deepEqual(unclosedElements('<p>a</p>\n<script>ok()</script>\n<style>p{}</style>\n<SCRIPT>cut('), [
      '<script> at line 4',
    ]);
    assert.deepEqual(unclosedElements('<style>\np{}'), ['<style> at line 1']);
  });

  it('does not count complete elements, tags in comments or escaped text', () => {
    assert.deepEqual(
      unclosedElements('<script>a("<style>")</script><!-- <script> --><p>&lt;script&gt;</p><style>x{}</style>'),
      [],
    );
  });
});
