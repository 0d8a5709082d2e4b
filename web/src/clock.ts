/**
 * The server's clock as this page reckons it. Deadlines come from the server (the turn timer, a
 * bot's offer), in its time; a device clock can be off by seconds or minutes (a phone 20 s fast
 * showed "10 s to answer" of 30). The connection hears the server's time in its hello and in each
 * pong, and the countdowns read `serverNow()`: the device's clock moved by the difference seen,
 * each sample good to within half its round trip.
 */
let offset = 0;
/** The round trip of the sample the offset came from (a sample over a much slower trip is passed over). */
let trip = Infinity;
/** When that sample was taken (device ms): after a minute, any sample replaces it (the device clock may have been set meanwhile). */
let takenAt = -Infinity;

/** The server's time now, by the best estimate so far (the device's own clock until a sample is heard). */
export function serverNow(): number {
  return Date.now() + offset;
}

/**
 * A sample of the server's clock: `server` read between the device times `sent` (the question
 * went, or the socket was asked for) and `heard` (the answer came).
 */
export function heardServerClock(server: number, sent: number, heard: number): void {
  if (!Number.isFinite(server) || heard < sent) return;
  const rt = heard - sent;
  if (rt > trip * 2 + 250 && heard - takenAt < 60_000) return;
  offset = server - (sent + heard) / 2;
  trip = rt;
  takenAt = heard;
}

/** Back to the device's own clock (tests). */
export function forgetServerClock(): void {
  offset = 0;
  trip = Infinity;
  takenAt = -Infinity;
}
