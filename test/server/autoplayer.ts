/** The scripted player of the server tests (src/server/autoplay.ts: reads only what a client is sent). */
export { choose, newCounters, type Counters, type Move } from '../../src/server/autoplay.js';
