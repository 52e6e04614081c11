// The members as records: a store's file checked and imported, and the program's members
// exported. Served with the members area's channels, a manager's (access.ts).
import { translatorOf } from '@shared/i18n/everyLanguage';
import { failure } from '@shared/i18n/failure';
import type { ChannelResponse } from '@shared/ipc/contract';
import { IMPORT_LIMITS, type ImportMappingInput } from '@shared/ipc/memberRecords';
import { enrolFields } from '@shared/members/enrolForm';
import type { Handlers } from '@shared/ipc/dispatch';
import type { CoreContext } from '../../context';
import type { MembersWorkspace } from '../membersWorkspace';
import { programInitialCount, programMaxCount } from '../program';
import { checkRows, type CheckedTable, type ImportProgram } from './checkRows';
import { readCsvTable, type CsvTable } from './csvTable';
import { exportMembers } from './exportMembers';
import { ImportedRows, importRows } from './importMembers';
import { keyedRowKey } from './importKeys';
import { guessMapping, sampleRows, type ImportMapping } from './mapping';

type RecordChannels = 'members.importCheck' | 'members.import' | 'members.exportCsv';

function programFor(
  ctx: CoreContext,
  ws: MembersWorkspace,
): ImportProgram & { groupId: string | null } {
  const program = ctx.program(ws);
  if (!program) {
    throw failure('invalid', 'store.program.neededToImport');
  }
  return {
    dynamicPassId: program.dynamicPassId,
    phoneCountry: ctx.settings().phoneCountry,
    fields: enrolFields(program.template),
    initialCount: programInitialCount(program) ?? 0,
    maxCount: programMaxCount(program) ?? Number.MAX_SAFE_INTEGER,
    groupId: ws.directory.knownGroupOf(program.dynamicPassId),
  };
}

/** A mapping names only columns of the file and fields of the form. */
function checkedMapping(
  given: ImportMappingInput | undefined,
  table: CsvTable,
  program: ImportProgram,
): ImportMapping {
  const mapping = given ?? guessMapping(program.fields, table.columns);
  const known = new Set(program.fields.map((f) => f.name));
  for (const [field, column] of Object.entries(mapping.fields)) {
    if (!known.has(field)) throw failure('invalid', 'store.import.noSuchField', { field });
    if (column !== null && !table.columns.includes(column)) {
      throw failure('invalid', 'store.import.noSuchColumn', { column });
    }
  }
  if (mapping.count !== null && !table.columns.includes(mapping.count)) {
    throw failure('invalid', 'store.import.noCountColumn', { column: mapping.count });
  }
  return { fields: { ...mapping.fields }, count: mapping.count };
}

async function readAndCheck(
  ctx: CoreContext,
  csv: string,
  given: ImportMappingInput | undefined,
): Promise<{
  ws: MembersWorkspace;
  program: ReturnType<typeof programFor>;
  table: CsvTable;
  mapping: ImportMapping;
  checked: CheckedTable;
}> {
  const ws = await ctx.workspace();
  const program = programFor(ctx, ws);
  const table = readCsvTable(csv);
  const mapping = checkedMapping(given, table, program);
  const checked = await checkRows(table, mapping, program, keyedRowKey(ws.secret));
  return { ws, program, table, mapping, checked };
}

async function importCheck(
  ctx: CoreContext,
  csv: string,
  given: ImportMappingInput | undefined,
): Promise<ChannelResponse<'members.importCheck'>> {
  const { ws, program, table, mapping, checked } = await readAndCheck(ctx, csv, given);
  const imported = new ImportedRows(ws.db, program.dynamicPassId);
  const alreadyImported = checked.valid.filter((row) => imported.has(row)).length;
  return {
    columns: table.columns,
    fields: program.fields.map(({ name, label, required }) => ({ name, label, required })),
    mapping,
    sample: sampleRows(
      program.fields,
      mapping,
      table.columns,
      table.rows,
      IMPORT_LIMITS.sampleRows,
    ),
    rows: table.rows.length,
    ready: checked.valid.length - alreadyImported,
    alreadyImported,
    repeated: checked.repeated.length,
    problemCount: checked.problems.length,
    problems: checked.problems.slice(0, IMPORT_LIMITS.problemsShown),
  };
}

export function memberRecordHandlers(ctx: CoreContext): Pick<Handlers, RecordChannels> {
  return {
    'members.importCheck': ({ csv, mapping }) => importCheck(ctx, csv, mapping),
    'members.import': async ({ csv, mapping }) => {
      const { ws, program, checked } = await readAndCheck(ctx, csv, mapping);
      const outcome = await importRows(ws, program, checked.valid, () => ctx.now());
      return {
        ...outcome,
        repeated: checked.repeated.length,
        skipped: checked.problems.length,
      };
    },
    'members.exportCsv': async () => {
      const ws = await ctx.workspace();
      const program = ctx.program(ws);
      if (!program) throw failure('invalid', 'store.program.needed');
      return exportMembers(ws, program, ctx.now(), translatorOf(ctx.settings().language));
    },
  };
}
