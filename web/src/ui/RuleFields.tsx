/**
 * The board choice, the house rules (§11) and the assists as form fields, shared by the start screen (a room to be
 * made) and the lobby (its host changing the room before the start). Draws values it is given
 * and reports the person's changes; what is allowed is the server's to say.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { RULE_RANGES, type Assists, type BoardChoice, type Rules } from '../wire.js';
import { t, type Lang } from '../i18n.js';

/**
 * A checkbox's words: its name, then what it does in smaller type. A stop between them for a
 * screen reader, which read the two as one run ("Card tracker what each opponent…", a play-test).
 */
export function CheckWords({ name, children }: { name: string; children: ComponentChildren }) {
  return <span>{name}<span class="sr-only">.</span> <small>{children}</small></span>;
}

/**
 * A house rule's number (§11): what is typed stays as typed; a whole number in range is taken, and
 * anything else is marked invalid with its range, which keeps the form from being sent (a value
 * rewritten in silence had turned a cleared field into a 3-point game). `lazy`: the number is
 * reported when the field is left or stepped, not at each key (the lobby sends each one to the server).
 */
export function RuleNumber({ lang, label, value, range, disabled, lazy, onValue }: {
  lang: Lang; label: string; value: number; range: readonly [number, number]; disabled?: boolean; lazy?: boolean; onValue: (n: number) => void;
}) {
  // What is typed, while it differs from the value: out of range (`bad`), or, lazily, not yet sent or not yet back.
  const [text, setText] = useState<string | null>(null);
  const [bad, setBad] = useState(false);
  const [lo, hi] = range;
  // A number sent shows until the value comes back as it (a typed 14 snapped back to the old 12 after a refused 25: a play-test).
  useEffect(() => { if (text !== null && !bad && Number(text) === value) setText(null); }, [value]);
  const problem = bad ? t(lang, 'ruleRange', { lo, hi }) : null;
  const read = (el: HTMLInputElement): number | null => {
    const raw = el.value, n = Number(raw);
    const ok = raw.trim() !== '' && Number.isInteger(n) && n >= lo && n <= hi;
    el.setCustomValidity(ok ? '' : t(lang, 'ruleRange', { lo, hi }));
    setBad(!ok);
    setText(ok && (!lazy || n === value) ? null : raw);
    return ok ? n : null;
  };
  return (
    <label class="field row"><span>{label} <small class="muted">({lo}–{hi})</small></span>
      <input type="number" min={lo} max={hi} step={1} required value={text ?? String(value)} disabled={disabled} aria-invalid={problem ? 'true' : undefined}
        onInput={(e) => { const n = read(e.currentTarget); if (n !== null && !lazy) onValue(n); }}
        onChange={(e) => { const n = read(e.currentTarget); if (n !== null && lazy && n !== value) onValue(n); }} />
      {problem && <small class="field-problem" role="alert">{problem}</small>}
    </label>
  );
}

/** The rules a form shows: the switches and numbers of §11 (and the special building phase, §14). */
export type RuleValues = Pick<Rules, 'friendlyRobber' | 'tradeThenBuild' | 'discard' | 'balancedDice' | 'specialBuild' | 'victoryPoints' | 'discardOver'>;

/**
 * The house rules' fields. `sbp`: how the special building phase is offered — a house rule (3 or
 * 4 players), the rule it is with 5 or 6 (§14, on unless unticked), or not here (the start screen
 * shows it beside the number of players).
 */
export function HouseRuleFields({ lang, value, sbp, lazy, onChange }: {
  lang: Lang; value: RuleValues; sbp: 'house' | 'rule' | null; lazy?: boolean; onChange: (patch: Partial<RuleValues>) => void;
}) {
  const checked = (e: Event) => (e.target as HTMLInputElement).checked;
  return (
    <>
      <label class="check"><input type="checkbox" checked={value.friendlyRobber} onChange={(e) => onChange({ friendlyRobber: checked(e) })} data-testid="rule-friendly" />
        <CheckWords name={t(lang, 'ruleFriendly')}>{t(lang, 'ruleFriendlyAbout')}</CheckWords></label>
      <label class="check"><input type="checkbox" checked={value.tradeThenBuild} onChange={(e) => onChange({ tradeThenBuild: checked(e) })} data-testid="rule-trade-then-build" />
        <CheckWords name={t(lang, 'ruleTradeThenBuild')}>{t(lang, 'ruleTradeThenBuildAbout')}</CheckWords></label>
      <label class="check"><input type="checkbox" checked={!value.discard} onChange={(e) => onChange({ discard: !checked(e) })} data-testid="rule-no-discard" />
        <CheckWords name={t(lang, 'ruleNoDiscard')}>{t(lang, 'ruleNoDiscardAbout')}</CheckWords></label>
      <label class="check"><input type="checkbox" checked={value.balancedDice} onChange={(e) => onChange({ balancedDice: checked(e) })} data-testid="rule-balanced-dice" />
        <CheckWords name={t(lang, 'ruleBalancedDice')}>{t(lang, 'ruleBalancedDiceAbout')}</CheckWords></label>
      {sbp && (
        <label class="check"><input type="checkbox" checked={value.specialBuild} onChange={(e) => onChange({ specialBuild: checked(e) })} data-testid="rule-sbp" />
          <CheckWords name={t(lang, 'ruleSpecialBuild')}>{t(lang, 'ruleSpecialBuildAbout')} {sbp === 'rule' ? t(lang, 'ruleSpecialBuildOn') : `(${t(lang, 'ruleSpecialBuildHouse')})`}</CheckWords></label>
      )}
      <RuleNumber lang={lang} label={t(lang, 'ruleVp')} value={value.victoryPoints} range={RULE_RANGES.victoryPoints} lazy={lazy} onValue={(victoryPoints) => onChange({ victoryPoints })} />
      <RuleNumber lang={lang} label={t(lang, 'ruleDiscardOver')} value={value.discardOver} range={RULE_RANGES.discardOver} lazy={lazy} disabled={!value.discard}
        onValue={(discardOver) => onChange({ discardOver })} />
    </>
  );
}

/** The assists a room allows everyone (issue 13): what each does, off unless ticked. */
export function AssistFields({ lang, value, onChange }: { lang: Lang; value: Assists; onChange: (patch: Partial<Assists>) => void }) {
  const checked = (e: Event) => (e.target as HTMLInputElement).checked;
  return (
    <>
      <p class="note">{t(lang, 'assistsAbout')}</p>
      <label class="check"><input type="checkbox" checked={value.tracker} onChange={(e) => onChange({ tracker: checked(e) })} data-testid="assist-tracker" />
        <CheckWords name={t(lang, 'assistTracker')}>{t(lang, 'assistTrackerAbout')}</CheckWords></label>
      <label class="check"><input type="checkbox" checked={value.hint} onChange={(e) => onChange({ hint: checked(e) })} data-testid="assist-hint" />
        <CheckWords name={t(lang, 'assistHint')}>{t(lang, 'assistHintAbout')}</CheckWords></label>
      <label class="check"><input type="checkbox" checked={value.winning} onChange={(e) => onChange({ winning: checked(e) })} data-testid="assist-winning" />
        <CheckWords name={t(lang, 'assistWinning')}>{t(lang, 'assistWinningAbout')}</CheckWords></label>
    </>
  );
}

/** A new board code: six letters and digits, short enough to read out to a friend. */
export const newSeed = () => Math.random().toString(36).slice(2, 8);

/**
 * The board's kind and, for a generated one, its code with a button for another. `big`: 5 or 6
 * players, who have no beginner map (§14). `testid`: the fields' test names' prefix (the lobby's).
 */
export function BoardFields({ lang, id, kind, seed, big, testid, onKind, onSeed }: {
  lang: Lang; id: string; kind: BoardChoice['kind']; seed: string; big: boolean; testid?: string;
  onKind: (kind: BoardChoice['kind']) => void; onSeed: (seed: string) => void;
}) {
  const tid = (what: string) => (testid ? `${testid}-${what}` : undefined);
  return (
    <>
      <div class="field">
        <select aria-label={t(lang, 'board')} value={kind} data-testid={tid('board')} onChange={(e) => onKind((e.target as HTMLSelectElement).value as BoardChoice['kind'])}>
          <option value="beginner" disabled={big}>{t(lang, big ? 'boardBeginner34' : 'boardBeginner')}</option>
          <option value="variable">{t(lang, 'boardVariable')}</option>
          <option value="random">{t(lang, 'boardRandom')}</option>
          <option value="balanced">{t(lang, 'boardBalanced')}</option>
        </select>
      </div>
      {kind !== 'beginner' && (
        <div class="field row">
          <label for={id}>{t(lang, 'seed')}</label>
          <input id={id} type="text" maxLength={64} value={seed} data-testid={tid('seed')}
            onChange={(e) => onSeed((e.target as HTMLInputElement).value.trim() || newSeed())}
            // Enter takes the code and shows its board; it does not submit the form around it (it started a game
            // on a board the person had not seen yet: a keyboard play-test).
            onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); onSeed((e.target as HTMLInputElement).value.trim() || newSeed()); } }} />
          <button type="button" class="secondary" onClick={() => onSeed(newSeed())} data-testid={tid('new-seed')}>{t(lang, 'newSeed')}</button>
        </div>
      )}
    </>
  );
}
