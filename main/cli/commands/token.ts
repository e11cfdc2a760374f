import { type CreatedToken, ProblemError, type Scope } from '../../contract';
import { invoke } from '../../operations';
import { dataDirOf, type Io, openAdmin, parseOptions } from '../context';
import { UsageError } from '../usage-error';

export async function runToken(args: string[], io: Io, dataDirOption?: string): Promise<number> {
  const [sub, ...rest] = args;
  const dataDir = dataDirOf(dataDirOption, io);
  if (sub === 'create') {
    const { values, positionals } = parseOptions(rest, {
      name: { type: 'string' },
      ttl: { type: 'string' },
      scope: { type: 'string', multiple: true },
    });
    if (positionals.length) throw new UsageError(`unexpected argument ${positionals[0]}`);
    const { db, ctx } = await openAdmin(dataDir);
    try {
      const body = {
        ...(values.name !== undefined ? { name: values.name } : {}),
        ...(values.ttl ? { ttl: values.ttl } : {}),
        ...(values.scope ? { scopes: values.scope as Scope[] } : {}),
      };
      const created = (await invoke(ctx, 'createToken', { body })) as CreatedToken;
      io.out(created.token);
      io.err(
        `Token ${created.id} (${created.name}, scopes ${created.scopes.join(' ')}) expires ${created.expiresAt}. It is shown only now.\n`,
      );
      return 0;
    } finally {
      db.close();
    }
  }
  if (sub === 'list') {
    parseOptions(rest, {});
    const { db, ctx } = await openAdmin(dataDir);
    try {
      const rows: string[][] = [['ID', 'NAME', 'STATUS', 'SCOPES', 'EXPIRES', 'LAST USED']];
      let cursor: string | undefined;
      do {
        const page = await invoke(ctx, 'listTokens', { query: { limit: 100, cursor } });
        for (const t of page.data)
          rows.push([t.id, t.name, t.status, t.scopes.join(','), t.expiresAt, t.lastUsedAt ?? 'never']);
        cursor = page.pagination.next_cursor ?? undefined;
      } while (cursor);
      if (rows.length === 1) io.out('No tokens. Create one with `talent token create`.');
      else for (const line of table(rows)) io.out(line);
      return 0;
    } finally {
      db.close();
    }
  }
  if (sub === 'revoke') {
    const { positionals } = parseOptions(rest, {});
    if (positionals.length !== 1) throw new UsageError('talent token revoke takes one token id (tok_…)');
    const { db, ctx } = await openAdmin(dataDir);
    try {
      await invoke(ctx, 'revokeToken', { params: { id: positionals[0] } });
      io.out(`Revoked ${positionals[0]}.`);
      return 0;
    } catch (error) {
      if (error instanceof ProblemError && error.status === 404)
        throw new UsageError(`no token ${positionals[0]}`);
      throw error;
    } finally {
      db.close();
    }
  }
  throw new UsageError(`unknown token command ${sub ?? '(none)'}; use create, list or revoke`);
}

function table(rows: string[][]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) =>
    r
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  );
}
