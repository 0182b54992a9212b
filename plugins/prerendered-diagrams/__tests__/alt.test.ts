import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {cleanLabel, diagramAlt, fitParts, MAX_ALT_LENGTH} from '../alt';

describe('diagramAlt', () => {
  it("uses the author's accTitle and accDescr when the diagram has them", () => {
    assert.equal(
      diagramAlt(
        'flowchart LR\n  accTitle: Edge in front of Unleash\n  accDescr: SDKs ask Edge, Edge asks Unleash.\n  A --> B',
      ),
      'Edge in front of Unleash. SDKs ask Edge, Edge asks Unleash.',
    );
    assert.equal(
      diagramAlt('sequenceDiagram\n  accDescr {\n    The SDK polls\n    every 15 s.\n  }\n  A->>B: x'),
      'The SDK polls every 15 s.',
    );
  });

  it('describes a flowchart by its labels, joining a chain of edges', () => {
    assert.equal(
      diagramAlt('flowchart LR\n  A[Client SDK] --> B(Unleash Edge)\n  B --> C[(Unleash server)]'),
      'Flowchart: Client SDK → Unleash Edge → Unleash server',
    );
  });

  it('reads edge labels, fan-outs, quoted labels with line breaks, & groups, shapes and classes', () => {
    const source = [
      'flowchart TD',
      '  %% a comment',
      '  subgraph Server side',
      '    Q{"Who runs<br/>the server?"} -- "You" --> SH["Self-hosted"]:::box',
      '    Q -->|Unleash| C{{Unleash Cloud}}',
      '  end',
      '  SH --> OSS[/Open source/] & ENT[[Enterprise]]',
      '  classDef box fill:#eee',
      '  Lonely((Alone))',
    ].join('\n');
    assert.equal(
      diagramAlt(source),
      'Flowchart: Who runs the server? → Self-hosted (You); Who runs the server? → Unleash Cloud (Unleash); ' +
        'Self-hosted → Open source and Enterprise; Alone',
    );
  });

  it('describes a sequence diagram by its participants and messages', () => {
    const source = [
      'sequenceDiagram',
      '  participant B as Browser (React SDK)',
      '  participant U as Unleash',
      '  B->>U: GET /api/frontend',
      '  U-->>+B: enabled flags',
      '  Note over B: reads from memory',
      '  loop every 15 s',
      '    B-)U: metrics',
      '  end',
    ].join('\n');
    assert.equal(
      diagramAlt(source),
      'Sequence diagram between Browser (React SDK) and Unleash: GET /api/frontend; enabled flags; metrics',
    );
  });

  it('describes a state diagram with start and end', () => {
    assert.equal(
      diagramAlt('stateDiagram-v2\n  direction LR\n  [*] --> Define: flag created\n  Define --> Live\n  Live --> [*]'),
      'State diagram: start → Define (flag created); Define → Live → end',
    );
  });

  it('describes a timeline by its title and periods', () => {
    assert.equal(
      diagramAlt('timeline\n  title Milestones\n  4.0 : RBAC : API tokens\n  4.13 : Segments'),
      'Timeline, Milestones: 4.0: RBAC, API tokens; 4.13: Segments',
    );
  });

  it('falls back to the quoted and bracketed labels of other diagram types', () => {
    assert.equal(diagramAlt('pie title Flags\n  "Release" : 40\n  "Ops" : 10'), 'Diagram: Release, Ops');
    assert.equal(diagramAlt('gitGraph\n  commit'), 'Diagram');
  });

  it(`stays within ${MAX_ALT_LENGTH} characters, ending in an ellipsis`, () => {
    const steps = Array.from({length: 40}, (_, i) => `  S${i}[Step number ${i}] -->|then| S${i + 1}`);
    const alt = diagramAlt(['flowchart LR', ...steps].join('\n'));
    assert.ok(alt.length <= MAX_ALT_LENGTH, `${alt.length} characters`);
    assert.match(alt, /^Flowchart: Step number 0 → Step number 1 \(then\); .*; …$/);
  });
});

describe('cleanLabel', () => {
  it('removes line breaks, surrounding quotes, Markdown emphasis and entity codes', () => {
    assert.equal(cleanLabel('"Unleash API<br/>(several instances)"'), 'Unleash API (several instances)');
    assert.equal(cleanLabel('`**bold** step`'), 'bold step');
    assert.equal(cleanLabel('say #quot;hi#quot; #35;1'), 'say "hi" #1');
    assert.equal(cleanLabel('"a" and "b"'), '"a" and "b"', 'inner quotes stay');
  });
});

describe('fitParts', () => {
  it('keeps whole parts and cuts a single long part at a word', () => {
    assert.equal(fitParts('P: ', ['one', 'two', 'three'], '; ', 14), 'P: one; two; …');
    assert.equal(fitParts('P: ', ['one', 'two'], '; ', 14), 'P: one; two');
    assert.equal(fitParts('P: ', ['a very long single part'], '; ', 14), 'P: a very …');
  });
});
