/**
 * Who is winning now (an assist the host may allow): each player's chance from this seat's
 * view only — what the view hides is sampled from what is unseen, never read — worked out at
 * each turn and kept for the turns this page has seen. Loads the engine and the model on demand.
 */
import { useEffect } from 'preact/hooks';
import type { BoardJson, GameMessage } from '../wire.js';
import { t, type Lang } from '../i18n.js';
import type { PageEvent, TableUi } from '../store/types.js';
import { Chip, PLAYER_FILL } from './art.js';

export function LiveChances({ lang, g, board, chances, open, dispatch }: { lang: Lang; g: GameMessage; board: BoardJson; chances: TableUi['chances']; open: boolean; dispatch: (e: PageEvent) => void }) {
  const turn = g.view.turn;
  const setup = g.view.phase === 'setup';
  useEffect(() => {
    if (setup || chances.some((c) => c.turn === turn)) return;
    let live = true;
    void import('../logic/winning.js').then((m) => { if (live) dispatch({ k: 'chances', turn, chances: m.chancesFromView(g.view, board) }); });
    return () => { live = false; };
  }, [turn, setup]);
  const now = chances[chances.length - 1];
  // The leader, for the summary line: the panel starts folded to it (open, it took a quarter of
  // the column and left the log three lines with six players and the other assists). Opened or
  // folded, it stays so (a setting kept with the others).
  const lead = now ? g.seats.reduce((a, b) => ((now.chances[b.seat] ?? 0) > (now.chances[a.seat] ?? 0) ? b : a)) : null;
  return (
    <details class="card live-chances" data-testid="live-chances" open={open}
      onToggle={(e) => { const shown = (e.currentTarget as HTMLDetailsElement).open; if (shown !== open) dispatch({ k: 'setting', patch: { chancesOpen: shown } }); }}>
      <summary>
        <h2 id="lc-h">{t(lang, 'chancesNow')}</h2>
        {lead && now && (
          <span class="lc-lead" data-testid="lc-lead"><Chip color={lead.color} /> <span class="lc-name">{lead.name}</span> <b>{Math.round((now.chances[lead.seat] ?? 0) * 100)}%</b></span>
        )}
      </summary>
      {!now ? <p class="small muted">{t(lang, setup ? 'chancesAfterSetup' : 'chancesLoading')}</p> : (
        <ul>
          {g.seats.map((s) => {
            const c = now.chances[s.seat] ?? 0;
            const spark = chances.map((x, i) => `${(i / Math.max(1, chances.length - 1)) * 60},${(1 - (x.chances[s.seat] ?? 0)) * 16}`).join(' ');
            return (
              <li data-seat={s.seat}>
                <Chip color={s.color} />
                <span class="lc-name">{s.name}</span>
                <span class="lc-bar" aria-hidden="true"><span style={{ width: `${Math.round(c * 100)}%`, background: PLAYER_FILL[s.color] }} /></span>
                <b>{Math.round(c * 100)}%</b>
                <svg class="spark" width="60" height="16" viewBox="0 0 60 16" aria-hidden="true"><polyline points={spark} fill="none" stroke="#3d372f" stroke-width="1.2" /></svg>
              </li>
            );
          })}
        </ul>
      )}
      <p class="small muted">{t(lang, 'chancesNowAbout')}</p>
    </details>
  );
}
