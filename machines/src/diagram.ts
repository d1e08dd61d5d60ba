// Renders a machine's state nodes as a Mermaid stateDiagram-v2, and the pages of
// docs/machines/ around it. Pure and deterministic: the order is the machine's own.
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** One machine's page in docs/machines/. */
export interface MachineDoc {
  /** The page's file name without `.md`, kebab-case like the machine's file. */
  name: string;
  title: string;
  /** The export and the file that hold the machine, for the reader who wants the code. */
  exportName: string;
  sourceFile: string;
  /** One sentence on what the machine models, with the product section it comes from. */
  summary: string;
  machine: AnyStateMachine;
}

interface Edge {
  source: AnyStateNode;
  targets: readonly AnyStateNode[];
  label: string;
}

/** The edges each block draws, by the state whose block it is; null is the diagram itself. */
type EdgesByOwner = Map<AnyStateNode | null, Edge[]>;

const INDENT = '  ';

export function renderStateDiagram(machine: AnyStateMachine): string {
  const root = machine.root;
  const edges = edgesByOwner(root, machine.implementations.delays);
  const lines = ['stateDiagram-v2'];
  if (root.type === 'parallel') {
    lines.push(`${INDENT}[*] --> ${mermaidId(root)}`, ...renderNode(root, 1, edges));
    lines.push(...renderEdges(edges.get(null) ?? [], INDENT));
  } else {
    lines.push(...renderChildren(root, 1, edges));
  }
  return lines.join('\n');
}

export function renderMachinePage(doc: MachineDoc): string {
  return [
    generatedNotice(`machines/${doc.sourceFile}`),
    '',
    `# ${doc.title}`,
    '',
    `\`${doc.exportName}\` (\`machines/${doc.sourceFile}\`) ${doc.summary}`,
    '',
    '```mermaid',
    renderStateDiagram(doc.machine),
    '```',
    '',
  ].join('\n');
}

export function renderIndexPage(docs: readonly MachineDoc[]): string {
  return [
    generatedNotice('machines/src'),
    '',
    '# State machine diagrams',
    '',
    'Each page shows one machine of `@cipta/machines` as a Mermaid state diagram, drawn from',
    'the machine itself by `npm run gen`.',
    '',
    ...docs.map((doc) => `- [${doc.title}](${doc.name}.md): ${doc.summary}`),
    '',
  ].join('\n');
}

/** Every file of docs/machines/, by file name. */
export function renderDiagramFiles(docs: readonly MachineDoc[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const doc of docs) {
    files.set(`${doc.name}.md`, renderMachinePage(doc));
  }
  files.set('README.md', renderIndexPage(docs));
  return files;
}

function generatedNotice(source: string): string {
  const generator = 'machines/scripts/diagrams.ts (npm run gen)';
  return `<!-- Generated from ${source} by ${generator}. Do not edit. -->`;
}

function renderNode(node: AnyStateNode, depth: number, edges: EdgesByOwner): string[] {
  const pad = INDENT.repeat(depth);
  const id = mermaidId(node);
  if (node.type === 'compound' || node.type === 'parallel') {
    return [`${pad}state ${id} {`, ...renderChildren(node, depth + 1, edges), `${pad}}`];
  }
  // Atomic and final states keep their short name as the label; the id is made unique.
  const lines = id === node.key ? [] : [`${pad}state "${node.key}" as ${id}`];
  lines.push(...describeEffects(node, pad));
  return lines;
}

function renderChildren(node: AnyStateNode, depth: number, edges: EdgesByOwner): string[] {
  const pad = INDENT.repeat(depth);
  const children = Object.values(node.states);
  if (node.type === 'parallel') {
    // In Mermaid, `--` separates the concurrent regions of one state.
    return children.flatMap((child, index) => [
      ...(index === 0 ? [] : [`${pad}--`]),
      ...renderNode(child, depth, edges),
    ]);
  }
  const initial = node.initial?.target ?? [];
  const lines = initial.map((target) => `${pad}[*] --> ${mermaidId(target)}`);
  for (const child of children) {
    lines.push(...renderNode(child, depth, edges));
  }
  lines.push(...renderEdges(edges.get(node) ?? [], pad));
  for (const child of children.filter((c) => c.type === 'final')) {
    lines.push(`${pad}${mermaidId(child)} --> [*]`);
  }
  return lines;
}

function renderEdges(edges: readonly Edge[], pad: string): string[] {
  return edges.flatMap((edge) =>
    targetsOf(edge).map((target) => `${pad}${mermaidId(edge.source)} --> ${mermaidId(target)} : ${edge.label}`),
  );
}

/** A transition without a target stays where it is. */
function targetsOf(edge: Edge): readonly AnyStateNode[] {
  return edge.targets.length ? edge.targets : [edge.source];
}

/**
 * Every transition of the machine, in the machine's order, grouped by the block that draws it.
 * Mermaid places a state named inside a composite block in that block, so an edge that leaves
 * a composite state is drawn outside it: in the deepest state around its source and targets.
 * A parallel state's regions leave no place between them, so its own edges go one level out.
 */
function edgesByOwner(root: AnyStateNode, delays: DelayMap): EdgesByOwner {
  const byOwner: EdgesByOwner = new Map();
  const visit = (node: AnyStateNode): void => {
    for (const edge of edgesOf(node, delays)) {
      const owner = ownerOf(edge);
      byOwner.set(owner, [...(byOwner.get(owner) ?? []), edge]);
    }
    Object.values(node.states).forEach(visit);
  };
  visit(root);
  return byOwner;
}

function ownerOf(edge: Edge): AnyStateNode | null {
  const targets = targetsOf(edge);
  let owner = edge.source.parent;
  while (owner && !holdsAll(owner, targets)) {
    owner = owner.parent;
  }
  while (owner?.type === 'parallel') {
    owner = owner.parent;
  }
  return owner ?? null;
}

function holdsAll(ancestor: AnyStateNode, nodes: readonly AnyStateNode[]): boolean {
  return nodes.every((node) => isInside(node, ancestor));
}

function isInside(node: AnyStateNode, ancestor: AnyStateNode): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent === ancestor) {
      return true;
    }
  }
  return false;
}

function edgesOf(node: AnyStateNode, delays: DelayMap): Edge[] {
  const afterLabels = new Map(node.after.map((delayed) => [delayed.eventType, afterLabel(delayed.delay, delays)]));
  const edges: Edge[] = [];
  for (const [eventType, transitions] of node.transitions) {
    for (const transition of transitions) {
      const trigger = afterLabels.get(eventType) ?? String(eventType);
      edges.push({
        source: node,
        targets: transition.target ?? [],
        label: transitionLabel(trigger, transition.guard, transition.actions),
      });
    }
  }
  for (const transition of node.always ?? []) {
    edges.push({
      source: node,
      targets: transition.target ?? [],
      label: transitionLabel('always', transition.guard, transition.actions),
    });
  }
  return edges;
}

function describeEffects(node: AnyStateNode, pad: string): string[] {
  const id = mermaidId(node);
  const lines: string[] = [];
  for (const [moment, actions] of [
    ['entry', node.entry],
    ['exit', node.exit],
  ] as const) {
    // `after` adds its own timer start and cancel to entry and exit; the edges show those.
    const names = actions.filter((action) => !isAfterTimer(action)).map(actionName);
    if (names.length) {
      lines.push(`${pad}${id} : ${moment} / ${names.join(', ')}`);
    }
  }
  return lines;
}

function transitionLabel(trigger: string, guard: unknown, actions: readonly unknown[]): string {
  const guardPart = guard === undefined ? '' : ` [${guardName(guard)}]`;
  const actionPart = actions.length ? ` / ${actions.map(actionName).join(', ')}` : '';
  return `${trigger}${guardPart}${actionPart}`;
}

type DelayMap = AnyStateMachine['implementations']['delays'];

function afterLabel(delay: unknown, delays: DelayMap): string {
  if (typeof delay === 'number') {
    return `after ${delay} ms`;
  }
  if (typeof delay !== 'string') {
    return 'after a computed delay';
  }
  const value: unknown = delays[delay];
  return typeof value === 'number' ? `after ${delay} (${value} ms)` : `after ${delay}`;
}

function guardName(guard: unknown): string {
  if (typeof guard === 'string') {
    return guard;
  }
  if (typeof guard === 'function') {
    // and(), or() and not() from xstate are functions named so, holding their operands.
    const operands: unknown = 'guards' in guard ? guard.guards : undefined;
    if (Array.isArray(operands) && ['and', 'or', 'not'].includes(guard.name)) {
      return `${guard.name}(${operands.map(guardName).join(', ')})`;
    }
    return 'inline guard';
  }
  return namedType(guard) ?? 'guard';
}

function actionName(action: unknown): string {
  if (typeof action === 'string') {
    return action;
  }
  return namedType(action) ?? 'inline action';
}

function namedType(value: unknown): string | undefined {
  if ((typeof value === 'object' || typeof value === 'function') && value !== null) {
    const type: unknown = 'type' in value ? value.type : undefined;
    return typeof type === 'string' ? type : undefined;
  }
  return undefined;
}

function isAfterTimer(action: unknown): boolean {
  if (typeof action !== 'function') {
    return false;
  }
  // raise() keeps the timer's id in `id`, cancel() in `sendId`.
  const id: unknown = 'id' in action ? action.id : 'sendId' in action ? action.sendId : undefined;
  return typeof id === 'string' && id.startsWith('xstate.after.');
}

/** A Mermaid id, unique in the diagram: the state's path below the root, joined by `_`. */
function mermaidId(node: AnyStateNode): string {
  return node.path.length ? node.path.join('_') : node.id;
}
