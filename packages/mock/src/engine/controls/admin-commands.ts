import type { CommandTable } from './command-table.ts';
import type { AnyMuseumCommand } from './museum-command.ts';
import { museumCommands } from './museum-commands.ts';

/**
 * The controls of one mock as code outside the package walks them: the command table itself
 * (`museumCommands`, from which the admin API, its document, the remote handle and the in-process
 * controls are derived), typed as a table of any command. Each entry has its method and path
 * under `/__admin`, its summary and description, and the zod schemas of its input and output as
 * they travel; `@museum-api/mcp` makes one tool of each, and sends them with `adminSender`.
 *
 * @example
 * ```ts
 * for (const [name, command] of commandEntries(adminCommands)) console.log(name, command.method, command.path);
 * // 'reset POST /reset', …, 'clock.advance POST /clock/advance'
 * ```
 */
export const adminCommands: CommandTable<AnyMuseumCommand> = museumCommands;
