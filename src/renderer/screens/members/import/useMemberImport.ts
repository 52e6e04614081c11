// The import page's state: the file chosen, the core's check of it under the mapping shown, and
// what an import added. Only the newest check's answer is shown, however the answers arrive.
import { useRef, useState } from 'react';
import type { ChannelResponse } from '@shared/ipc/contract';
import type { ImportCheckView, ImportMappingInput } from '@shared/ipc/memberRecords';
import { api } from '../../../bridge/api';
import { messageOf } from '../../../bridge/reviveErrors';
import { useSaid, useT } from '../../../i18n/useT';
import { fileRefusal } from './importModel';

export type ImportOutcome = ChannelResponse<'members.import'>;

export interface MemberImport {
  fileName: string | null;
  check: ImportCheckView | null;
  /** A check or an import is under way: the Import button waits for it. */
  busy: 'reading' | 'checking' | 'importing' | null;
  problem: string | null;
  outcome: ImportOutcome | null;
  choose(file: File): Promise<void>;
  remap(mapping: ImportMappingInput): Promise<void>;
  runImport(): Promise<void>;
}

export function useMemberImport(): MemberImport {
  const t = useT();
  const say = useSaid();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [check, setCheck] = useState<ImportCheckView | null>(null);
  const [busy, setBusy] = useState<MemberImport['busy']>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const latest = useRef(0);

  const runCheck = async (text: string, mapping: ImportMappingInput | undefined) => {
    const asked = ++latest.current;
    setBusy('checking');
    try {
      const answer = await api().members.importCheck({ csv: text, mapping });
      if (asked !== latest.current) return;
      setCheck(answer);
      setProblem(null);
    } catch (error) {
      if (asked !== latest.current) return;
      setProblem(messageOf(error, t('members.import.checkFailed')));
    } finally {
      if (asked === latest.current) setBusy(null);
    }
  };

  const choose = async (chosen: File) => {
    latest.current++;
    setOutcome(null);
    setCheck(null);
    setFile(null);
    const refusal = fileRefusal(chosen);
    if (refusal) {
      setBusy(null);
      setProblem(say(refusal));
      return;
    }
    setBusy('reading');
    let text: string;
    try {
      text = await chosen.text();
    } catch (error) {
      setBusy(null);
      setProblem(messageOf(error, t('members.import.readFailed', { file: chosen.name })));
      return;
    }
    setFile({ name: chosen.name, text });
    await runCheck(text, undefined);
  };

  const remap = async (mapping: ImportMappingInput) => {
    if (!file) return;
    setOutcome(null);
    await runCheck(file.text, mapping);
  };

  const runImport = async () => {
    if (!file || !check) return;
    const asked = ++latest.current;
    setBusy('importing');
    try {
      const answer = await api().members.import({ csv: file.text, mapping: check.mapping });
      if (asked !== latest.current) return;
      setOutcome(answer);
      // Checked again, so the counts say what a further run would add: nobody.
      await runCheck(file.text, check.mapping);
    } catch (error) {
      if (asked !== latest.current) return;
      setProblem(messageOf(error, t('members.import.importFailed')));
      setBusy(null);
    }
  };

  return {
    fileName: file?.name ?? null,
    check,
    busy,
    problem,
    outcome,
    choose,
    remap,
    runImport,
  };
}
