/**
 * The end of the game: the winner, every player's VP broken down (VP cards revealed, §10),
 * the dice rolled against the expected distribution, and the resources each player received.
 */
import type { JSX } from 'preact';
import { RESOURCES, type GameMessage } from '../wire.js';
import { resCount, resName, t, type Lang } from '../i18n.js';
import { endStanding, expectedDice, gainedRows, niceMax } from '../logic/stats.js';
import { Dialog } from './Dialog.js';
import { helpLink } from './Dialogs.js';
import { Chip, PieceIcon, PLAYER_FILL, RESOURCE_FILL } from './art.js';
import { LoadFailed, useLazyView } from './Lazy.js';
import { roundOf } from '../logic/room.js';

type EndChancesProps = Parameters<typeof import('./Chances.js')['EndChances']>[0];

/** "Who was winning", loaded when the end screen opens (it brings the engine and the learned model). */
function LazyChances(props: EndChancesProps) {
  const { View, failed } = useLazyView<EndChancesProps>(() => import('./Chances.js').then((m) => m.EndChances));
  if (failed) return <LoadFailed lang={props.lang} />;
  return View ? <View {...props} /> : <p class="small muted">{t(props.lang, 'chancesLoading')}</p>;
}

/**
 * A column's heading: its words, and on a phone a picture of the piece or card in their place
 * (the words kept for screen readers, and as the title): at 360 px "Största riddararmén" and
 * "Mayor Ruta Comercial" pushed the table past the screen's edge (Swedish by 14 px, Spanish by 8).
 */
function Head({ words, icon }: { words: string; icon: JSX.Element }) {
  return (
    <th scope="col" title={words.replace(/\u00ad/g, '')}>
      <span class="th-words">{words}</span><span class="th-icon" aria-hidden="true">{icon}</span>
    </th>
  );
}

/**
 * Another game with the same table: a player asks for it (or joins the one another player asked
 * for, into their seat); a spectator watches it once it exists.
 */
/** `sameBoard`: the rematch is played on this game's board (the beginner map; any other kind draws a new one). */
export interface RematchProps { waiting: boolean; seated: boolean; sameBoard: boolean; onAsk: () => void; onWatch: () => void }

/**
 * The rematch's button, as the end screen and the card left beside the board after it show it: a
 * seated player asks for the next game (or joins it once asked for); a spectator watches it once
 * it exists. `id` prefixes the test ids, so each place keeps its own.
 */
export function RematchButton({ lang, rematch, id }: { lang: Lang; rematch: RematchProps; id: string }) {
  if (rematch.seated) return <button type="button" class="primary" onClick={rematch.onAsk} data-testid={id}>{t(lang, rematch.waiting ? 'rematchJoin' : 'rematch')}</button>;
  if (rematch.waiting) return <button type="button" class="primary" onClick={rematch.onWatch} data-testid={`${id}-watch`}>{t(lang, 'rematchWatch')}</button>;
  return null;
}

export function EndScreen({ lang, g, onClose, onNew, replay, token, rematch }: { lang: Lang; g: GameMessage; onClose: () => void; onNew: () => void; replay?: string; token?: string | null; rematch?: RematchProps }) {
  const end = g.end!;
  const name = (s: number) => g.seats[s]!.name;
  const winnerVp = end.vp.find((v) => v.seat === end.winner)?.total ?? 0;
  // The winner first (a player with as many points, reached between turns, sat above them with no word why).
  const { order, notOwnTurn } = endStanding(end, g.view.rules.victoryPoints);
  return (
    <Dialog title={t(lang, 'endTitle')} onCancel={onClose} wide class="end" help={helpLink(lang, 'end')}>
      <p class="winner" data-testid="winner">{t(lang, 'endWinner', { name: name(end.winner), vp: winnerVp, turns: end.turns, round: roundOf(end.turns, g.seats.length) })}</p>
      {notOwnTurn.map((v) => <p class="small" data-testid="not-own-turn">{t(lang, 'endNotOwnTurn', { name: name(v.seat), vp: v.total })}</p>)}
      {/* What to do next first, before the figures (a rematch would otherwise sit below three charts). */}
      {rematch?.waiting && <p class="note" data-testid="rematch-waiting">{t(lang, rematch.sameBoard ? 'rematchWaitingSame' : 'rematchWaiting')}</p>}
      <div class="buttons">
        {rematch && <RematchButton lang={lang} rematch={rematch} id="rematch" />}
        <button type="button" class={rematch?.seated || rematch?.waiting ? 'secondary' : 'primary'} onClick={onNew} data-testid="new-game">{t(lang, 'newGame')}</button>
        {replay && <a class="button-link" href={replay} data-testid="end-replay">{t(lang, 'watchReplay')}</a>}
        <button type="button" class="secondary" onClick={onClose}>{t(lang, 'showBoard')}</button>
      </div>
      <h3>{t(lang, 'vpBreakdown')}</h3>
      <div class="table-wrap">
        <table class="vp-table">
          <thead>
            <tr>
              <th scope="col">{t(lang, 'colPlayer')}</th>
              <Head words={t(lang, 'colSettlements')} icon={<PieceIcon kind="settlement" color="white" size={16} />} />
              <Head words={t(lang, 'colCities')} icon={<PieceIcon kind="city" color="white" size={16} />} />
              <Head words={t(lang, 'longestRoad')} icon={<PieceIcon kind="road" color="white" size={16} />} />
              <Head words={t(lang, 'largestArmy')} icon={<span class="th-glyph">⚔</span>} />
              <th scope="col">{t(lang, 'colVpCards')}</th>
              <th scope="col">{t(lang, 'colTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {order.map((v) => (
              <tr class={v.seat === end.winner ? 'win' : ''}>
                <th scope="row"><Chip color={g.seats[v.seat]!.color} /> {name(v.seat)}</th>
                <td>{v.settlements}</td><td>{v.cities ? `${v.cities} × 2` : 0}</td><td>{v.longestRoad || '–'}</td><td>{v.largestArmy || '–'}</td><td>{v.vpCards}</td><td><b>{v.total}</b></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div class="charts">
        <figure>
          <figcaption>{t(lang, 'diceChart', { n: end.rolls })}</figcaption>
          <DiceChart lang={lang} dice={end.dice} rolls={end.rolls} />
        </figure>
        <figure>
          <figcaption>{t(lang, 'gainedChart')} <small class="muted">{t(lang, 'gainedAbout')}</small></figcaption>
          <GainedChart lang={lang} g={g} />
        </figure>
      </div>
      {replay && <LazyChances lang={lang} room={g.id} token={token ?? null} seats={g.seats} />}
    </Dialog>
  );
}

function DiceChart({ lang, dice, rolls }: { lang: Lang; dice: number[]; rolls: number }) {
  const expected = expectedDice(rolls);
  const top = niceMax(Math.max(...dice, ...expected));
  // The top 26 units hold the legend, above the tallest bar.
  const W = 420, H = 200, left = 28, bottom = 22, plotH = H - bottom - 30, bw = (W - left) / 11;
  const y = (v: number) => H - bottom - (v / top) * plotH;
  const summary = dice.map((n, i) => `${i + 2}${t(lang, 'colon')}${n} (${expected[i]!.toFixed(1)})`).join(', ');
  return (
    <svg class="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${t(lang, 'rolledLegend')} (${t(lang, 'expectedLegend')})${t(lang, 'colon')}${summary}`}>
      {[0, top / 2, top].map((v) => (
        <g><line x1={left} x2={W} y1={y(v)} y2={y(v)} stroke="#ccc" stroke-width="0.8" /><text x={left - 4} y={y(v) + 4} text-anchor="end" class="axis">{v}</text></g>
      ))}
      {dice.map((n, i) => {
        const x = left + i * bw;
        return (
          <g>
            <rect x={x + bw * 0.18} y={y(n)} width={bw * 0.64} height={H - bottom - y(n)} fill={i === 5 ? '#6b6b6b' : '#2c6e96'} />
            <text x={x + bw / 2} y={H - 6} text-anchor="middle" class="axis">{i + 2}</text>
          </g>
        );
      })}
      <polyline fill="none" stroke="#c0392b" stroke-width="2" stroke-dasharray="5 3"
        points={expected.map((e, i) => `${left + i * bw + bw / 2},${y(e)}`).join(' ')} />
      {expected.map((e, i) => <circle cx={left + i * bw + bw / 2} cy={y(e)} r="2.6" fill="#c0392b" />)}
      {dice.map((n, i) => {
        // The count above its bar, or above the expected dot where the two would meet; drawn last, with a halo.
        const e = y(expected[i]!), top = Math.abs(y(n) - e) < 12 ? Math.min(y(n), e - 4) : y(n);
        return <text x={left + i * bw + bw / 2} y={top - 3} text-anchor="middle" class="axis count">{n}</text>;
      })}
      <g transform={`translate(${W - 150} 8)`}>
        <rect width="10" height="10" fill="#2c6e96" /><text x="14" y="9" class="axis">{t(lang, 'rolledLegend')}</text>
        <line x1="70" x2="84" y1="5" y2="5" stroke="#c0392b" stroke-width="2" stroke-dasharray="4 2" /><text x="88" y="9" class="axis">{t(lang, 'expectedLegend')}</text>
      </g>
    </svg>
  );
}

function GainedChart({ lang, g }: { lang: Lang; g: GameMessage }) {
  const rows = gainedRows(g.end!);
  const top = niceMax(Math.max(1, ...rows.map((r) => r.total)));
  const W = 420, row = 30, left = 86, H = rows.length * row + 30, plotW = W - left - 34;
  const x = (v: number) => (v / top) * plotW;
  // The legend's entries spaced by their words (about 6.6 units a letter at the axis' 11 px): at a
  // fixed 66 apart, Swedish "spannmål" ran into the next entry's square. Under the bars where it fits, else from the left edge.
  const legendAt: number[] = [];
  let legendW = 0;
  for (const res of RESOURCES) { legendAt.push(legendW); legendW += 13 + resName(lang, res).length * 6.6 + 12; }
  const legendFrom = left + legendW <= W ? left : Math.max(2, W - legendW);
  return (
    <svg class="chart gained" viewBox={`0 0 ${W} ${H}`} role="img"
      aria-label={rows.map((r) => `${g.seats[r.seat]!.name}${t(lang, 'colon')}${r.total} (${RESOURCES.map((res, i) => resCount(lang, r.dice[i]! + r.other[i]!, res)).join(', ')})`).join('; ')}>
      {rows.map((r, k) => {
        let at = left;
        const yy = 6 + k * row;
        const segs: JSX.Element[] = [];
        RESOURCES.forEach((res, i) => {
          for (const [n, light] of [[r.dice[i]!, false], [r.other[i]!, true]] as const) {
            if (!n) continue;
            segs.push(<rect x={at} y={yy} width={x(n)} height={row - 10} fill={RESOURCE_FILL[res]} opacity={light ? 0.45 : 1} stroke="#fff" stroke-width="0.8"><title>{resCount(lang, n, res)}</title></rect>);
            at += x(n);
          }
        });
        return (
          <g>
            <text x={left - 6} y={yy + row / 2} text-anchor="end" class="axis">{g.seats[r.seat]!.name}</text>
            <rect x={left - 4} y={yy + 2} width="3" height={row - 14} fill={PLAYER_FILL[g.seats[r.seat]!.color]} />
            {segs}
            <text x={at + 4} y={yy + row / 2} class="axis">{r.total}</text>
          </g>
        );
      })}
      <g transform={`translate(${legendFrom} ${H - 14})`}>
        {RESOURCES.map((res, i) => (
          <g transform={`translate(${legendAt[i]} 0)`}><rect width="10" height="10" fill={RESOURCE_FILL[res]} /><text x="13" y="9" class="axis">{resName(lang, res)}</text></g>
        ))}
      </g>
    </svg>
  );
}
