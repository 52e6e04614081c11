// The service's version changed since the draft began: both versions side by side, and a choice.
import { useEffect, useRef } from 'react';
import type { TemplateResponse } from '@shared/api';
import type { TemplateDraftView } from '@shared/ipc/views';
import type { MessageId } from '@shared/i18n/messageId';
import { useT } from '../../../i18n/useT';
import { draftDifferences } from './draftDifferences';
import { formFromDraftData, type TemplateForm } from './templateForm';

/** Fields named by a label; the others by their key, as the service's documents name them. */
const LABELS: Partial<Record<keyof TemplateForm, MessageId>> = {
  name: 'templates.editor.name',
  dynamicFields: 'templates.dynamic.legend',
  textModulesData: 'templates.modules.legend',
  linksModuleData: 'templates.links.legend',
  hexBackgroundColor: 'templates.editor.backgroundColour',
  appleFontColor: 'templates.conflict.textColour',
  appleLabelColor: 'templates.conflict.labelColour',
};

interface Props {
  draft: TemplateDraftView;
  server: TemplateResponse;
  onMine: () => void;
  onTheirs: () => void;
}

export function ConflictChoice({ draft, server, onMine, onTheirs }: Props) {
  const t = useT();
  const labelOf = (field: keyof TemplateForm) => {
    const label = LABELS[field];
    return label ? t(label) : field;
  };
  const differences = draftDifferences(formFromDraftData(draft.data), formFromDraftData(server));
  const title = useRef<HTMLHeadingElement>(null);
  // The choice appears below the form: bring keyboard and screen-reader focus to it.
  useEffect(() => title.current?.focus(), []);
  return (
    <section
      className="conflict"
      role="alertdialog"
      aria-labelledby="conflict-title"
      aria-describedby="conflict-text"
    >
      <h2 id="conflict-title" ref={title} tabIndex={-1}>
        {t('templates.conflict.title')}
      </h2>
      <p id="conflict-text">{t('templates.conflict.text')}</p>
      <table className="conflict__table">
        <thead>
          <tr>
            <th scope="col">{t('templates.conflict.field')}</th>
            <th scope="col">{t('templates.conflict.mine')}</th>
            <th scope="col">{t('templates.conflict.theirs')}</th>
          </tr>
        </thead>
        <tbody>
          {differences.map((d) => (
            <tr key={d.field}>
              <th scope="row">{labelOf(d.field)}</th>
              <td>{d.mine || t('templates.empty')}</td>
              <td>{d.theirs || t('templates.empty')}</td>
            </tr>
          ))}
          {differences.length === 0 && (
            <tr>
              <td colSpan={3}>{t('templates.conflict.sameFields')}</td>
            </tr>
          )}
        </tbody>
      </table>
      <div className="desk-actions">
        <button type="button" className="primary" onClick={onMine}>
          {t('templates.conflict.publishMine')}
        </button>
        <button type="button" onClick={onTheirs}>
          {t('templates.conflict.keepTheirs')}
        </button>
      </div>
    </section>
  );
}
