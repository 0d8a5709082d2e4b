/**
 * Fitted weights for src/bots/learned.ts, written by src/tools/learn.ts — do not edit by hand.
 * Made with: node dist/tools/learn.js --games 20000 --seed 7 --every 8 --epochs 500
 */
import type { Model } from './learned.js';

export const SETUP_MODEL: Model = { kind: 'linear', inputs: 20, w: [0.2903, 0.2331, 0.2393, 0.432, 0.3809, -0.0846, -0.0494, -0.0603, -0.1542, -0.1039, 0.3417, 0.0051, 0.0347, -0.3017, 0.1026, 0.577, 0.104, -0.1827, -0.0432, -0.0069] };
export const GAME_MODEL: Model = { kind: 'linear', inputs: 30, w: [0.4391, 0.3637, 0.1239, 0.0199, 0.0148, 0.0122, 0.0449, 0.0554, 0.3121, -0.0389, 0.0179, 0.0565, 0.0572, 0.0636, 0.1177, 0.1209, 0.1803, 0.177, -1.0825, -1.6305, 0.3075, -0.1305, 0.2786, 0.0647, 1.0656, 0.0705, 0.0156, 0.1519, 0.0708, -0.0728] };
