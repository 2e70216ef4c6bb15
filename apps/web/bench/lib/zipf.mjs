// Reproducible randomness for the replays: a seeded generator, a shuffle, and a Zipf law over ranks
// (the k-th most visited page visited in proportion to 1 / k^s).

/** A generator of numbers in [0, 1) from `seed` (mulberry32: small, fast, good enough for a load). */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy of `items` in an order drawn from `random` (Fisher–Yates). */
export function shuffled(items, random) {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** A draw of a rank in [0, n) with probability proportional to 1 / (rank + 1)^s. */
export function zipfSampler(n, s, random) {
  const cumulative = [];
  let total = 0;
  for (let rank = 1; rank <= n; rank += 1) cumulative.push((total += 1 / rank ** s));
  return () => {
    const target = random() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}
