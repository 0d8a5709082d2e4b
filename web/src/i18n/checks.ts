/**
 * Compile-time proofs, checked by `tsc -p web/tsconfig.json` (part of the build) and imported by
 * nothing: a language that lacks a string or a refusal, or has one English does not, does not
 * build. If one of these stops being an error, `@ts-expect-error` itself fails the build.
 */
import type { Pack } from './pack.js';
import { en } from './en.js';

const { 'occupied': _dropped, ...fewerRefusals } = en.refusals;
// @ts-expect-error a refusal code without its sentence ('occupied') fails the build
export const missingRefusal: Pack = { ...en, refusals: fewerRefusals };

const { 'seats-open': _open, ...fewerErrors } = en.errors;
// @ts-expect-error an error code without its sentence ('seats-open') fails the build
export const missingError: Pack = { ...en, errors: fewerErrors };

const { 'bad-board': _board, ...fewerRecords } = en.records;
// @ts-expect-error a record code without its sentence ('bad-board') fails the build
export const missingRecord: Pack = { ...en, records: fewerRecords };

const { roll: _gone, ...fewerStrings } = en.strings;
// @ts-expect-error a string key without its text ('roll') fails the build
export const missingString: Pack = { ...en, strings: fewerStrings };

// @ts-expect-error a key English does not have fails the build
export const extraString: Pack = { ...en, strings: { ...en.strings, notAKey: 'x' } };
