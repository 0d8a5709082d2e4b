/**
 * The public rooms list (`/rooms`, from the start screen): the rooms GET /api/rooms lists, each
 * with its title or host, board, seats taken and free, and status, and a button that enters it
 * as its invite link does (the room's address); there the person takes a seat or watches. It
 * is fetched when shown and by its refresh button.
 */
import { colorName, t } from '../i18n.js';
import { hostName, seatCounts, seatToTake, type ListedRoom } from '../logic/listing.js';
import type { PageEvent, PageState } from '../store/types.js';
import { LangSelect, RulesLink } from './LangSelect.js';
import { boardLabel } from './Room.js';
import { PLAYER_FILL } from './art.js';
import { roundLabel } from '../logic/room.js';

const STATUS_KEYS = { lobby: 'statusLobby', playing: 'statusPlaying', ended: 'statusEnded', abandoned: 'statusAbandoned' } as const;

function Row({ s, r, dispatch }: { s: PageState; r: ListedRoom; dispatch: (e: PageEvent) => void }) {
  const { lang } = s;
  const host = hostName(r, lang);
  const { taken, free } = seatCounts(r);
  const take = seatToTake(r);
  const title = r.title || (host ? t(lang, 'roomOf', { name: host }) : t(lang, 'roomUntitled'));
  const titleId = `pr-${r.id}`;
  return (
    <li class="room-row" data-room={r.id}>
      <div class="room-about">
        <b id={titleId} class="room-title">{title}</b>
        {r.title && host && <small class="muted"> · {t(lang, 'hostedBy', { name: host })}</small>}
        <div class="room-seats" aria-hidden="true">
          {r.players.map((p) => <span class={`chip ${p.bot === null && !p.taken ? 'free' : ''}`} style={{ background: PLAYER_FILL[p.color] }} title={colorName(lang, p.color)} />)}
        </div>
        <p class="small room-facts">
          {r.board && <span class="board-label">{boardLabel(lang, r.board)}</span>}
          <span>{t(lang, 'seatsTaken', { taken, n: r.players.length })}</span>
          <span class={free > 0 ? 'free-n' : ''}>{t(lang, 'seatsFree', { n: free })}</span>
          <span data-testid="room-status">{t(lang, STATUS_KEYS[r.status])}{r.status === 'playing' && r.turn > 0 ? ` · ${roundLabel(lang, r.turn, r.players.length)}` : ''}</span>
          {r.spectators > 0 && <span>{t(lang, 'watchingN', { n: r.spectators })}</span>}
        </p>
      </div>
      <button type="button" class={take ? 'primary' : 'secondary'} aria-describedby={titleId} data-testid={`join-${r.id}`}
        onClick={() => dispatch({ k: 'go', route: { page: 'room', id: r.id } })}>
        {t(lang, take ? 'joinRoom' : 'watchRoom')}
      </button>
    </li>
  );
}

export function PublicRooms({ s, dispatch }: { s: PageState; dispatch: (e: PageEvent) => void }) {
  const { lang } = s;
  const { status, rooms } = s.publicRooms;
  const loading = status === 'loading' || status === 'idle';
  return (
    <main class="start rooms-page">
      <header class="start-head">
        <h1>{t(lang, 'title')}</h1>
        <div class="head-tools">
          <RulesLink lang={lang} />
          <LangSelect lang={lang} setLang={(l) => dispatch({ k: 'lang', lang: l })} />
        </div>
      </header>
      <section class="card public-rooms" aria-labelledby="pr-h" aria-busy={loading} data-testid="public-rooms">
        <div class="rooms-head">
          <h2 id="pr-h">{t(lang, 'publicRooms')}</h2>
          <button type="button" class="secondary" onClick={() => dispatch({ k: 'public-rooms-ask' })} disabled={status === 'loading'} data-testid="rooms-refresh">{t(lang, 'refresh')}</button>
        </div>
        <p class="note">{t(lang, 'publicRoomsAbout')}</p>
        {status === 'failed' && <p class="error" role="alert" data-testid="rooms-error">{t(lang, 'roomsFailed')}</p>}
        {status !== 'failed' && rooms.length === 0 && (
          <p class="muted" role="status" data-testid={loading ? 'rooms-loading' : 'rooms-empty'}>{t(lang, loading ? 'roomsLoading' : 'noPublicRooms')}</p>
        )}
        {rooms.length > 0 && <ul class="room-list">{rooms.map((r) => <Row key={r.id} s={s} r={r} dispatch={dispatch} />)}</ul>}
        <p class="link-line"><a href="/" onClick={(e) => { e.preventDefault(); dispatch({ k: 'go', route: { page: 'home' } }); }} data-testid="rooms-back">{t(lang, 'backHome')}</a></p>
      </section>
    </main>
  );
}
