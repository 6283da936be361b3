export type Random = {
  next(): number;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  digits(length: number): string;
  letters(length: number): string;
  uuid(): string;
};

/**
 * With a seed, a small seeded generator (mulberry32): the same seed gives the same orders, run after run, for tests.
 * Without one, the system's cryptographic source: a restarted demo server must never invent an order id it already
 * sent, or Comptoir drops the new order as a duplicate (a seed only picks a start on mulberry32's single cycle).
 */
export function createRandom(seed?: number): Random {
  const next = seed === undefined ? nextFromSystem : seededNext(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const fromAlphabet = (alphabet: string, length: number): string =>
    Array.from({ length }, () => alphabet[int(0, alphabet.length - 1)] ?? '').join('');
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('Cannot pick from an empty list');
      return item;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
    digits: (length) => fromAlphabet('0123456789', length),
    letters: (length) => fromAlphabet('ABCDEFGHJKLMNPQRSTUVWXYZ', length),
    uuid: () => {
      const hex = fromAlphabet('0123456789abcdef', 32);
      // Version 4 and variant bits, so the ids look like the platforms' UUIDs.
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[int(0, 3)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
  };
}

function seededNext(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function nextFromSystem(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 4_294_967_296;
}
