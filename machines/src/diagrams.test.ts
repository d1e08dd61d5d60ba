import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { renderDiagramFiles, renderStateDiagram } from './diagram.js';
import { MACHINE_DOCS } from './machine-docs.js';
import { navbarMachine } from './navbar.machine.js';
import { visaSearchMachine } from './visa-search.machine.js';

const docsDir = new URL('../../docs/machines/', import.meta.url);

describe('docs/machines (npm run gen)', () => {
  const files = renderDiagramFiles(MACHINE_DOCS);

  it('holds exactly the generated pages', () => {
    const committed = readdirSync(docsDir).filter((name) => name.endsWith('.md'));
    expect(committed.sort()).toEqual([...files.keys()].sort());
  });

  it.each([...files.keys()])('%s is what `npm run gen` writes', (name) => {
    expect(readFileSync(new URL(name, docsDir), 'utf8')).toBe(files.get(name));
  });
});

describe('renderStateDiagram', () => {
  it.each(MACHINE_DOCS.map((doc) => [doc.name, doc] as const))(
    '%s: draws every state and every event the machine handles',
    (_, doc) => {
      const diagram = renderStateDiagram(doc.machine);
      expect(diagram.startsWith('stateDiagram-v2\n')).toBe(true);
      expect(renderStateDiagram(doc.machine)).toBe(diagram);
      const nodes = [doc.machine.root];
      for (const node of nodes) {
        nodes.push(...Object.values(node.states));
        if (node !== doc.machine.root) {
          expect(diagram).toMatch(new RegExp(`state "${node.key}" as |\\b${node.key}\\b`));
        }
        for (const eventType of node.transitions.keys()) {
          // xstate.after.<delay>.<state id> is drawn as "after <delay> (<ms> ms)"
          const delay = eventType.startsWith('xstate.after.') ? eventType.split('.')[2] : undefined;
          const trigger = delay === undefined ? eventType : `after ${delay}`;
          expect(diagram).toContain(` : ${trigger}`);
        }
      }
    },
  );

  it('draws parallel regions as concurrent states with unique ids', () => {
    const diagram = renderStateDiagram(navbarMachine);
    expect(diagram.match(/^ {4}--$/gm)).toHaveLength(2);
    expect(diagram).toContain('state "closed" as mobileMenu_closed');
    expect(diagram).toContain('state "closed" as languageMenu_closed');
  });

  // Mermaid puts a state named inside a composite block into that block (mermaid#2092).
  it('draws an edge that leaves a composite state outside its block', () => {
    const lines = renderStateDiagram(visaSearchMachine).split('\n');
    const block = lines.slice(lines.indexOf('  state searching {'), lines.indexOf('  }') + 1);
    expect(block).toContain('    searching_waiting --> searching_running : after searchDelay (1000 ms)');
    expect(block.filter((line) => line.includes('results'))).toEqual([]);
    expect(lines).toContain('  searching_running --> results : xstate.done.actor.search / showResults');
  });

  it("draws an edge between a parallel state's regions one level out", () => {
    // two regions, where a's `jump` crosses into the other one
    const regions = (rightB: string) => ({
      left: { initial: 'a', states: { a: { on: { jump: rightB } } } },
      right: { initial: 'b', states: { b: { on: { stay: 'b' } } } },
    });
    const nested = createMachine({
      id: 'sample',
      initial: 'on',
      states: { on: { type: 'parallel', states: regions('#sample.on.right.b') } },
    });
    const lines = renderStateDiagram(nested).split('\n');
    expect(lines).toContain('      on_right_b --> on_right_b : stay');
    expect(lines.at(-1)).toBe('  on_left_a --> on_right_b : jump');
    // a parallel root has no block around its regions: its edges close the diagram
    const root = createMachine({
      id: 'sample',
      type: 'parallel',
      states: regions('#sample.right.b'),
    });
    expect(renderStateDiagram(root).split('\n').at(-1)).toBe('  left_a --> right_b : jump');
  });
});
