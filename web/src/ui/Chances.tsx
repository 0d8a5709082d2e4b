/**
 * "Who was winning": each player's chance of winning turn by turn as lines, with the turning
 * points marked (a 7, a stolen road, a city…). The end screen's chart is worked out from the
 * whole record once the game has ended; the replay's from the record it shows. Loaded on
 * demand: it brings the rules engine and the learned model.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { SeatInfo } from '../wire.js';
import { t, type Key, type Lang } from '../i18n.js';
import { loadReplay, type LoadedReplay } from '../logic/replay.js';
import { CHANCE_CHART, chanceX, turningBadges } from '../logic/stats.js';
import { pointAt, seriesOf, turningShown, type ChanceSeries, type TurningKind } from '../logic/winning.js';
import { Chip, PLAYER_FILL } from './art.js';
import { roundLabel, roundOf } from '../logic/room.js';

const KIND_KEYS: Record<TurningKind, Key> = {
  seven: 'tpSeven', knight: 'tpKnight', longestRoad: 'longestRoad', largestArmy: 'largestArmy', city: 'tpCity', settlement: 'tpSettlement',
  monopoly: 'tpMonopoly', trade: 'tpTrade', card: 'tpCard', win: 'tpWin', other: 'tpOther',
};

/**
 * `at`: the point a replay stands at (a line marks it, the legend gives the chances there, and the
 * lines and turning points stop there: drawn whole, they told who would win from the first step);
 * the end's chart has none (the whole game, the legend giving the final chances).
 */
export function ChanceChart({ lang, series, seats, at, step }: { lang: Lang; series: ChanceSeries; seats: readonly SeatInfo[]; at?: number; step?: number }) {
  const { W, H, left, right, top, bottom, badge: BADGE } = CHANCE_CHART;
  const x = (i: number) => chanceX(i, series.points.length);
  const y = (c: number) => top + (1 - c) * (H - top - bottom);
  const upTo = at ?? series.points.length - 1;
  const now = series.points[upTo];
  const summary = seats.map((s) => `${s.name}${t(lang, 'colon')}${Math.round((now?.chances[s.seat] ?? 0) * 100)}%`).join(', ');
  // The numbered badges above the plot, side by side where turning points come in neighbouring turns
  // (one was drawn over the other); each joins its turn's dashed line by a short slant.
  // Only the moves made by the step shown (a turning point's turn has its point before its roll), and
  // their badges spread among themselves, not nudged by later ones.
  const turning = turningShown(series, upTo, step);
  const badges = turningBadges(turning.map((tp) => tp.at), series.points.length);
  // Each turning point's words, "Round 7: a 7", read in the chart's name, its tooltip and the list under it.
  const tpWhat = (tp: (typeof turning)[number]) => `${roundLabel(lang, tp.turn, seats.length)}${t(lang, 'colon')}${t(lang, KIND_KEYS[tp.kind])}`;
  const turningText = turning.map((tp) => `${tpWhat(tp)} (${seats[tp.by]?.name ?? ''})`).join('; ');
  return (
    <figure class="chances" data-testid="chances">
      <figcaption>{t(lang, 'chancesTitle')} <small class="muted">{t(lang, 'chancesAbout')}</small></figcaption>
      <svg class="chart" viewBox={`0 -8 ${W} ${H + 8}`} role="img" aria-label={`${t(lang, 'chancesTitle')}${t(lang, 'colon')}${summary}. ${turningText}`}>
        {[0, 0.5, 1].map((v) => (
          <g><line x1={left} x2={W - right} y1={y(v)} y2={y(v)} stroke="#ddd" stroke-width="0.8" /><text x={left - 4} y={y(v) + 4} text-anchor="end" class="axis">{Math.round(v * 100)}%</text></g>
        ))}
        {series.points.map((p, i) => (i % Math.ceil(series.points.length / 8) === 0 ? <text x={x(i)} y={H - 6} text-anchor="middle" class="axis">{roundOf(p.turn, seats.length)}</text> : null))}
        {turning.map((tp, i) => (
          <g class="turning" data-kind={tp.kind}>
            {/* A path, not a polyline: the players' lines are the chart's only polylines (the tests find them so). */}
            <path d={`M${badges[i]!},${top - 1} L${x(tp.at)},${top + 6} L${x(tp.at)},${H - bottom}`} fill="none" stroke="#8a5a00" stroke-width="1" stroke-dasharray="3 3" />
            <circle cx={x(tp.at)} cy={y(series.points[tp.at]?.chances[tp.seat] ?? 0)} r="4" fill="#fff" stroke="#8a5a00" stroke-width="2">
              <title>{`${tpWhat(tp)} — ${seats[tp.by]?.name ?? ''}`}</title>
            </circle>
            <circle cx={badges[i]} cy={top - 8} r={BADGE} fill="#8a5a00" />
            <text x={badges[i]} y={top - 4.5} text-anchor="middle" class="axis tp-num">{i + 1}</text>
          </g>
        ))}
        {seats.map((s) => {
          const pts = series.points.slice(0, upTo + 1).map((p, i) => `${x(i).toFixed(1)},${y(p.chances[s.seat] ?? 0).toFixed(1)}`).join(' ');
          return (
            <g data-seat={s.seat}>
              {/* A dark casing under each line: darker under white's, which the casing alone made visible (a play-test found it faint). */}
              <polyline points={pts} fill="none" stroke="#1b1b1b" stroke-width="4" stroke-linejoin="round" opacity={s.color === 'white' ? 0.85 : 0.55} />
              <polyline points={pts} fill="none" stroke={PLAYER_FILL[s.color]} stroke-width="2.4" stroke-linejoin="round" />
            </g>
          );
        })}
        {at !== undefined && <line class="now" x1={x(at)} x2={x(at)} y1={top} y2={H - bottom} stroke="#24323f" stroke-width="1.5" data-testid="chances-now" />}
      </svg>
      <ol class="turning-list">
        {turning.map((tp) => <li>{tpWhat(tp)} — {seats[tp.by]?.name ?? ''}</li>)}
      </ol>
      <ul class="chance-legend">
        {seats.map((s) => <li><Chip color={s.color} /> {s.name} {Math.round((now?.chances[s.seat] ?? 0) * 100)}%</li>)}
      </ul>
    </figure>
  );
}

/** The chart of a replay's record (only once its game has ended: from everything); `seats` named as the replay's frame names them (frameAt). */
export function ReplayChances({ lang, replay, seats, step }: { lang: Lang; replay: LoadedReplay; seats: readonly SeatInfo[]; step: number }) {
  const series = useMemo(() => seriesOf(replay.states, replay.steps), [replay]);
  // The legend follows the replay (it gave the final chances at every step).
  const at = pointAt(series, replay.states[step]?.turn ?? 0, step >= replay.steps.length);
  return <ChanceChart lang={lang} series={series} seats={seats} at={at} step={step} />;
}

/** The end screen's chart: the whole record fetched now that the game has ended. */
export function EndChances({ lang, room, token, seats }: { lang: Lang; room: string; token: string | null; seats: readonly SeatInfo[] }) {
  const [series, setSeries] = useState<ChanceSeries | null>(null);
  useEffect(() => {
    let live = true;
    fetch(`/api/games/${room}/record`, token ? { headers: { authorization: `Bearer ${token}` } } : {})
      .then((r) => r.json()).then((j: unknown) => {
        const r = loadReplay(j);
        if (live && !('problem' in r)) setSeries(seriesOf(r.states, r.steps));
      }, () => {});
    return () => { live = false; };
  }, [room]);
  return series ? <ChanceChart lang={lang} series={series} seats={seats} /> : <p class="small muted">{t(lang, 'chancesLoading')}</p>;
}
