import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  TableNode,
  type UnknownRow,
  UpdateQueryNode,
} from 'kysely';

/** The tables a write statement names as its target (raw SQL names none). */
function targets(node: RootOperationNode): readonly OperationNode[] {
  if (InsertQueryNode.is(node)) return node.into ? [node.into] : [];
  if (UpdateQueryNode.is(node)) return node.table ? [node.table] : [];
  if (DeleteQueryNode.is(node)) return node.from.froms;
  return [];
}

function tableName(node: OperationNode): string | null {
  if (TableNode.is(node)) return node.table.identifier.name;
  return AliasNode.is(node) ? tableName(node.node) : null;
}

/**
 * Counts the statements that write one table, through a Kysely plugin on the
 * app's database, so whatever caches a read of it can tell when it changed
 * (Explorar's first pages, docs/decisions/028-text-index.md). The count moves
 * before a write runs and again once it has run, so a read that started in
 * between is never taken for fresh. Raw SQL is not seen: the app writes
 * through the query builder; migrations and benchmark fills run before it serves.
 */
export class TableWrites implements KyselyPlugin {
  #generation = 0;
  readonly #pending = new WeakSet<object>();

  constructor(private readonly table: string) {}

  /** Changes whenever a statement writing the table starts or ends. */
  get generation(): number {
    return this.#generation;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (targets(node).some((target) => tableName(target) === this.table)) {
      this.#generation += 1;
      this.#pending.add(queryId);
    }
    return node;
  }

  transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#pending.has(queryId)) this.#generation += 1;
    return Promise.resolve(result);
  }
}
