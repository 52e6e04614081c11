// The service's version changed since the draft began: both versions side by side, and a choice.
import { useEffect, useRef } from 'react';
import type { TemplateResponse } from '@shared/api';
import type { TemplateDraftView } from '@shared/ipc/views';
import { draftDifferences } from './draftDifferences';
import { formFromDraftData } from './templateForm';

interface Props {
  draft: TemplateDraftView;
  server: TemplateResponse;
  onMine: () => void;
  onTheirs: () => void;
}

export function ConflictChoice({ draft, server, onMine, onTheirs }: Props) {
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
        Someone changed this template on the service
      </h2>
      <p id="conflict-text">
        The service holds a newer version than the one your draft started from. Choose which one to
        keep.
      </p>
      <table className="conflict__table">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Your draft</th>
            <th scope="col">On the service</th>
          </tr>
        </thead>
        <tbody>
          {differences.map((d) => (
            <tr key={d.field}>
              <th scope="row">{d.field}</th>
              <td>{d.mine || '(empty)'}</td>
              <td>{d.theirs || '(empty)'}</td>
            </tr>
          ))}
          {differences.length === 0 && (
            <tr>
              <td colSpan={3}>The fields this editor shows are the same; other settings differ.</td>
            </tr>
          )}
        </tbody>
      </table>
      <div className="desk-actions">
        <button type="button" className="primary" onClick={onMine}>
          Publish my draft over theirs
        </button>
        <button type="button" onClick={onTheirs}>
          Keep the service's version and drop my draft
        </button>
      </div>
    </section>
  );
}
