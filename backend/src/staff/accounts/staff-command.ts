import { isStaffRole, STAFF_SETUP_LINK_MINUTES } from '@cipta/domain/staff-rules';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { ApiError } from '../../common/api-error.js';
import type { Database } from '../../database/schema.js';
import { StaffAccounts, type StaffUser, setupLinkUrl } from './staff-accounts.js';

export const STAFF_COMMAND_USAGE = `Usage:
  npm run staff -- add <email> --role admin|staff [--name "<name>"] [--password-stdin]
  npm run staff -- reset <email> [--second-factor] [--password-stdin]

add     creates an account and prints its one-time set-up link (valid ${STAFF_SETUP_LINK_MINUTES} minutes).
reset   prints a link to choose a new password; --second-factor also forgets the authenticator,
        which is enrolled again at the next sign-in.
--password-stdin  reads the password from standard input instead of printing a link.`;

export interface StaffCommandIo {
  db: Kysely<Database>;
  webUrl: string;
  /** Standard input, read whole (only with --password-stdin). */
  readStdin: () => Promise<string>;
  print: (line: string) => void;
}

/** `npm run staff -- …` (product §10.2). Answers the exit code; says why on failure. */
export async function runStaffCommand(argv: string[], io: StaffCommandIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        role: { type: 'string' },
        name: { type: 'string' },
        'password-stdin': { type: 'boolean' },
        'second-factor': { type: 'boolean' },
      },
    });
  } catch (error) {
    io.print(`${(error as Error).message}\n${STAFF_COMMAND_USAGE}`);
    return 2;
  }
  const [command, email, ...rest] = parsed.positionals;
  const { values } = parsed;
  if (!email || rest.length || (command !== 'add' && command !== 'reset')) {
    io.print(STAFF_COMMAND_USAGE);
    return 2;
  }
  const accounts = new StaffAccounts(io.db);
  try {
    let user: StaffUser;
    let token: string;
    if (command === 'add') {
      if (!isStaffRole(values.role)) {
        io.print(`--role must be admin or staff.\n${STAFF_COMMAND_USAGE}`);
        return 2;
      }
      ({ user, token } = await accounts.add(email, values.role, values.name));
    } else {
      ({ user, token } = await accounts.reset(email, { secondFactor: values['second-factor'] === true }));
    }
    if (values['password-stdin']) {
      // One line: a trailing line break is the shell's, not the password's.
      const password = (await io.readStdin()).replace(/\r?\n$/, '');
      await accounts.setPassword(user, password);
      io.print(
        `The password of ${user.email} (${user.role}) is set; the second factor is enrolled at the first sign-in.`,
      );
      return 0;
    }
    io.print(
      `One-time set-up link for ${user.email} (${user.role}), valid ${STAFF_SETUP_LINK_MINUTES} minutes:\n${setupLinkUrl(io.webUrl, token)}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ApiError) {
      const details = error.details?.map((detail) => ` ${detail.message}`).join('') ?? '';
      io.print(`${error.message}${details}`);
      return 1;
    }
    throw error;
  }
}
