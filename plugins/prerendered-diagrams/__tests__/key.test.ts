import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {diagramKey, normaliseDiagramSource} from '../key';
import {mermaidVersion, renderVersion} from '../render-config';

const diagram = 'flowchart LR\n  A[Client SDK] --> B[Unleash Edge]\n  B --> C[Unleash server]';

describe('normaliseDiagramSource', () => {
  it('drops trailing spaces on each line, blank lines around the diagram and CR line ends', () => {
    assert.equal(normaliseDiagramSource('\n\nflowchart LR  \r\n  A --> B\t\r\n\n'), 'flowchart LR\n  A --> B');
  });

  it('keeps indentation and blank lines inside the diagram', () => {
    assert.equal(normaliseDiagramSource('  flowchart LR\n\n    A --> B'), 'flowchart LR\n\n    A --> B');
  });
});

describe('diagramKey', () => {
  it('is 16 hex characters, the same for the same diagram written with other whitespace', () => {
    const key = diagramKey(diagram, 'v1');
    assert.match(key, /^[0-9a-f]{16}$/);
    assert.equal(diagramKey(`${diagram.replace(/\n/g, '   \n')}\n\n`, 'v1'), key);
  });

  it('changes with the diagram and with the render version', () => {
    const key = diagramKey(diagram, 'v1');
    assert.notEqual(diagramKey(diagram.replace('Unleash Edge', 'Edge'), 'v1'), key);
    assert.notEqual(diagramKey(diagram.replace('  B', '    B'), 'v1'), key);
    assert.notEqual(diagramKey(diagram, 'v2'), key);
  });

  it("uses the installed Mermaid's version, the themes and the options as the default render version", () => {
    const version = renderVersion();
    assert.match(version, new RegExp(`mermaid@${mermaidVersion().replace(/\./g, '\\.')}`));
    assert.match(version, /"theme":"neutral"/);
    assert.match(version, /"theme":"dark"/);
    assert.notEqual(renderVersion('0.0.1'), version, 'a Mermaid upgrade changes every key');
    assert.equal(diagramKey(diagram), diagramKey(diagram, version));
  });
});
