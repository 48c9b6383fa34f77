/** A small seeded PRNG (mulberry32) and helpers, so the demo data is the same on every run. */

export interface Rng {
  /** uniform in [0, 1) */
  (): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  weighted<T>(list: readonly (readonly [T, number])[]): T;
  chance(p: number): boolean;
  /** standard normal (Box–Muller) */
  normal(): number;
  /** normal around `typical`, spread so min/max sit at about ±2σ, clipped to [min, max] */
  around(min: number, typical: number, max: number): number;
  shuffle<T>(list: T[]): T[];
  code(length: number, alphabet?: string): string;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function rng(seed: number): Rng {
  const next = mulberry32(seed);
  const r = (() => next()) as Rng;
  r.int = (min, max) => min + Math.floor(next() * (max - min + 1));
  r.pick = (list) => list[Math.floor(next() * list.length)];
  r.weighted = (list) => {
    const total = list.reduce((s, [, w]) => s + w, 0);
    let x = next() * total;
    for (const [v, w] of list) {
      x -= w;
      if (x < 0) return v;
    }
    return list[list.length - 1][0];
  };
  r.chance = (p) => next() < p;
  r.normal = () => {
    const u = 1 - next();
    const v = next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  r.around = (min, typical, max) => {
    const z = r.normal();
    const v = z < 0 ? typical + (z * (typical - min)) / 2 : typical + (z * (max - typical)) / 2;
    return Math.min(max, Math.max(min, v));
  };
  r.shuffle = (list) => {
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [list[i], list[j]] = [list[j], list[i]];
    }
    return list;
  };
  r.code = (length, alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789') => {
    let s = '';
    for (let i = 0; i < length; i++) s += alphabet[Math.floor(next() * alphabet.length)];
    return s;
  };
  return r;
}

/** A deterministic RFC 4122 version-4-shaped uuid from the PRNG. */
export function uuid(r: Rng): string {
  const hex = '0123456789abcdef';
  let s = '';
  for (let i = 0; i < 32; i++) s += hex[Math.floor(r() * 16)];
  const variant = hex[8 + Math.floor(r() * 4)];
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-4${s.slice(13, 16)}-${variant}${s.slice(17, 20)}-${s.slice(20, 32)}`;
}
