/**
 * The table's sounds, synthesised with the Web Audio API (no files to download): your turn, the
 * dice, a build, a trade offer, the robber, the win. Silent until the person turns sound on
 * (the store sends sound effects only then); the audio context starts on that click.
 */
import type { SoundName } from '../store/types.js';

type Note = { f: number; at: number; len: number; type?: OscillatorType; gain?: number; to?: number };

const SOUNDS: Record<SoundName, Note[]> = {
  turn: [{ f: 660, at: 0, len: 0.12 }, { f: 880, at: 0.13, len: 0.18 }],
  dice: [0, 0.05, 0.11, 0.18, 0.26].map((at, i) => ({ f: 180 + i * 37, at, len: 0.04, type: 'square' as const, gain: 0.05 })),
  build: [{ f: 220, at: 0, len: 0.08, type: 'triangle', gain: 0.2 }, { f: 330, at: 0.09, len: 0.1, type: 'triangle', gain: 0.16 }],
  offer: [{ f: 740, at: 0, len: 0.09 }, { f: 587, at: 0.1, len: 0.09 }, { f: 740, at: 0.2, len: 0.12 }],
  robber: [{ f: 196, at: 0, len: 0.35, type: 'sawtooth', gain: 0.06, to: 98 }],
  win: [523, 659, 784, 1047].map((f, i) => ({ f, at: i * 0.12, len: 0.22 })),
};

let ctx: AudioContext | null = null;

/** Start (or resume) the audio context: call from the click that turns sound on. */
export function unlockSound(): void {
  try {
    ctx ??= new AudioContext();
    if (ctx.state === 'suspended') void ctx.resume();
  } catch { /* no audio here: stay silent */ }
}

export function playSound(name: SoundName): void {
  // A mark per sound played, so that a test (or a curious person) can see what sounded and when.
  performance.mark(`catan-sound:${name}`);
  if (!ctx) unlockSound();
  if (!ctx) return;
  const t0 = ctx.currentTime + 0.01;
  for (const n of SOUNDS[name]) {
    const o = ctx.createOscillator();
    const g = ctx.createGain();
    o.type = n.type ?? 'sine';
    o.frequency.setValueAtTime(n.f, t0 + n.at);
    if (n.to) o.frequency.exponentialRampToValueAtTime(n.to, t0 + n.at + n.len);
    const peak = n.gain ?? 0.12;
    g.gain.setValueAtTime(0.0001, t0 + n.at);
    g.gain.exponentialRampToValueAtTime(peak, t0 + n.at + 0.01);
    g.gain.exponentialRampToValueAtTime(0.0001, t0 + n.at + n.len);
    o.connect(g).connect(ctx.destination);
    o.start(t0 + n.at);
    o.stop(t0 + n.at + n.len + 0.02);
  }
}
