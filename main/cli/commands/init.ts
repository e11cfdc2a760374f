import { z } from 'zod';
import { openIndex } from '../../app';
import { email } from '../../contract';
import { clearDemoOrganization, isDemoOrganization } from '../../operations/demo-data';
import { ensureOrganization, renameOrganization } from '../../operations/organizations';
import { dataDirOf, type Io, parseOptions } from '../context';
import { UsageError } from '../usage-error';

export function runInit(args: string[], io: Io, dataDirOption?: string): number {
  const { values } = parseOptions(args, {
    org: { type: 'string' },
    email: { type: 'string' },
    admin: { type: 'string' },
  });
  const name = (values.org ?? 'My organization').trim();
  const orgEmail = values.email ?? 'admin@example.com';
  if (!name) throw new UsageError('--org must not be empty');
  if (!z.safeParse(email, orgEmail).success)
    throw new UsageError(`--email ${orgEmail} is not an e-mail address`);
  const dataDir = dataDirOf(dataDirOption, io);
  const db = openIndex(dataDir);
  try {
    const { organization, created } = ensureOrganization(db, {
      name,
      email: orgEmail,
      adminName: values.admin,
    });
    const ctx = { db, organizationId: organization.id };
    if (created) {
      io.out(`Created organization ${organization.name} (${organization.id}) in ${dataDir}`);
    } else if (isDemoOrganization(ctx) && values.org !== undefined) {
      // `talent demo` ran first and made a placeholder organization: the user's names win (its
      // administrator's too).
      renameOrganization(
        db,
        organization.id,
        { name, email: values.email, adminName: values.admin },
        Date.now(),
      );
      clearDemoOrganization(ctx);
      io.out(
        `Renamed the demo organization (${organization.id}) to ${name} in ${dataDir}; its data is unchanged.`,
      );
    } else {
      io.out(
        `The index in ${dataDir} already holds organization ${organization.name} (${organization.id}); nothing changed.`,
      );
    }
    return 0;
  } finally {
    db.close();
  }
}
