// The cashier's actions on the member shown: +1, set the count, redeem a full card, a push
// message for the next action, and undo for a few seconds.
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCounter } from '../../state/counter';
import { useProgram } from '../../state/program';
import { selectPresets, useSettings } from '../../state/settings';
import { useNow } from '../../app/useNow';
import { countAfterAdding, memberCalled, programMax, unitOf } from '../../ui/counterText';
import { usePhrase } from '../../state/counterPhrase';
import { useT } from '../../i18n/useT';
import { SHORTCUTS, shortcutFor, type ShortcutAction } from './shortcuts';

const Key = ({ action }: { action: ShortcutAction }) => <kbd>{SHORTCUTS[action].label}</kbd>;

export function CounterActions({ focusScanEntry }: { focusScanEntry(): void }) {
  const member = useCounter((s) => s.member);
  const last = useCounter((s) => s.last);
  const busy = useCounter((s) => s.busy);
  const confirm = useCounter((s) => s.confirm);
  const notification = useCounter((s) => s.notification);
  const record = useCounter((s) => s.record);
  const undo = useCounter((s) => s.undo);
  const chooseNotification = useCounter((s) => s.chooseNotification);
  const presets = useSettings(selectPresets);
  const program = useProgram((s) => s.program);
  const max = programMax(program);
  const unit = unitOf(program);
  const [pointsText, setPointsText] = useState('');
  const now = useNow(250);
  const [countText, setCountText] = useState('');
  const countRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLSelectElement>(null);
  const t = useT();
  const say = usePhrase();

  const full = max !== null && member?.displayCount != null && member.displayCount >= max;
  const undoLeft = last ? Math.ceil((last.undoUntil - now) / 1000) : 0;
  const canAct = Boolean(member) && !busy && !confirm;

  // Several points at once (a purchase worth 5): sent as the count they make, capped at the max.
  const pointsAfter = countAfterAdding(program, member?.displayCount ?? null, Number(pointsText));
  const submitPoints = (event: FormEvent) => {
    event.preventDefault();
    if (pointsAfter === null) return;
    void record({ kind: 'set', count: pointsAfter });
    setPointsText('');
  };

  const submitCount = (event: FormEvent) => {
    event.preventDefault();
    const count = Number(countText);
    if (countText.trim() === '' || !Number.isInteger(count)) return;
    void record({ kind: 'set', count });
    setCountText('');
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const inField = Boolean(target?.closest('input, textarea, select, [contenteditable="true"]'));
      const action = shortcutFor(event, inField);
      if (!action) return;
      event.preventDefault();
      const state = useCounter.getState();
      if (action === 'scanEntry') return focusScanEntry();
      if (action === 'undo') return void state.undo();
      if (!state.member || state.busy || state.confirm || state.member.archivedAt) return;
      if (action === 'increment' && !full) void state.record({ kind: 'increment' });
      // Before the card is full the core asks why a new card is started (reasonAsk.ts).
      if (action === 'redeem') void state.record({ kind: 'reset' });
      if (action === 'setCount') countRef.current?.focus();
      if (action === 'message') messageRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [full, focusScanEntry]);

  // An archived pass takes nothing: no stamp, redeem or count is offered (ArchivedPass says why).
  if (member?.archivedAt) return null;
  return (
    <div className="actions">
      <div className="row">
        {full ? (
          <button
            type="button"
            className="primary big"
            disabled={!canAct}
            onClick={() => void record({ kind: 'reset' })}
            aria-keyshortcuts="F4"
          >
            {t('counter.redeem')} <Key action="redeem" />
          </button>
        ) : (
          <button
            type="button"
            className="primary big"
            disabled={!canAct}
            onClick={() => void record({ kind: 'increment' })}
            aria-keyshortcuts="+"
          >
            {t('counter.action.increment', { unit })} <Key action="increment" />
          </button>
        )}
        <button
          type="button"
          className="big"
          disabled={!last || busy}
          onClick={() => void undo()}
          aria-keyshortcuts="F8"
        >
          {/* After its window an undo asks why (the journal keeps it) instead of going away. */}
          {!last
            ? t('counter.undo.label')
            : undoLeft > 0
              ? t('counter.undo.countdown', { seconds: undoLeft })
              : t('counter.undo.late')}{' '}
          <Key action="undo" />
          {last && (
            <small className="undo-what" data-testid="undo-what">
              {/* The name isolated from the sentence around it: a Latin name in Arabic stays
                  apart from the "for" it follows. */}
              <FormattedMessage
                id="counter.undo.for"
                values={{ name: <bdi>{say(memberCalled(member))}</bdi> }}
              />
            </small>
          )}
        </button>
      </div>
      {unit === 'point' && (
        <NumberForm
          id="add-points"
          label={t('counter.points.label')}
          min={1}
          max={max}
          value={pointsText}
          onChange={setPointsText}
          onSubmit={submitPoints}
          disabled={!canAct || full}
          submit={
            pointsAfter === null
              ? t('counter.points.add')
              : t('counter.points.addSome', { count: pointsAfter - member!.displayCount! })
          }
          submitDisabled={!canAct || pointsAfter === null}
        />
      )}
      <div className="row">
        <NumberForm
          id="set-count"
          label={
            <>
              {t('counter.setCount.label')} <Key action="setCount" />
            </>
          }
          inputRef={countRef}
          min={0}
          max={max}
          value={countText}
          onChange={setCountText}
          onSubmit={submitCount}
          disabled={!canAct}
          submit={t('counter.setCount.submit')}
          submitDisabled={!canAct || countText.trim() === ''}
        />
        {!full && (
          <button
            type="button"
            disabled={!canAct}
            onClick={() => void record({ kind: 'reset' })}
            aria-keyshortcuts="F4"
          >
            {t('counter.newCard')} <Key action="redeem" />
          </button>
        )}
        <div className="message-choice">
          <label htmlFor="message-preset">
            {t('counter.message.label')} <Key action="message" />
          </label>
          <select
            id="message-preset"
            ref={messageRef}
            value={
              notification
                ? String(
                    presets.findIndex(
                      (p) => p.heading === notification.heading && p.body === notification.body,
                    ),
                  )
                : ''
            }
            onChange={(e) =>
              chooseNotification(
                e.target.value === '' ? null : (presets[Number(e.target.value)] ?? null),
              )
            }
            disabled={presets.length === 0}
          >
            <option value="">
              {presets.length === 0 ? t('counter.message.noPresets') : t('counter.message.none')}
            </option>
            {presets.map((preset, i) => (
              <option key={`${preset.heading}-${i}`} value={String(i)}>
                {preset.heading}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}

interface NumberFormProps {
  id: string;
  label: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  min: number;
  max: number | null;
  value: string;
  onChange(value: string): void;
  onSubmit(event: FormEvent): void;
  disabled: boolean;
  submit: string;
  submitDisabled: boolean;
}

/** A count typed in and sent with one button: set the count, or add points. */
function NumberForm(props: NumberFormProps) {
  return (
    <form className="set-count" onSubmit={props.onSubmit}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        ref={props.inputRef}
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max ?? undefined}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        disabled={props.disabled}
      />
      <button type="submit" disabled={props.submitDisabled}>
        {props.submit}
      </button>
    </form>
  );
}
