/**
 * 608.2c: "Put a +1/+1 counter on each creature you control. Those creatures gain vigilance until end of turn." (Ajani
 * Goldmane): "those creatures" are the ones the instruction before named, each creature its controller controls as the
 * ability resolves; no instruction between them changes that set (state-based actions are not checked during a
 * resolution, 704.3), so the second sentence reads as "Creatures you control gain ...", its set fixed as it resolves
 * (611.2c). Only after "each creature you control", and only with "gain" or "get".
 */
const EACH_YOURS = /^Put (?:a|an|one|two|three|four|five|\d+) \S+ counters? on each creature you control$/;
const THOSE = /^Those creatures (gain|get) (.+)$/;

export function joinThoseCreatures(sentences: string[]): string[] {
  return sentences.map((s, i) => {
    const m = THOSE.exec(s);
    return m && i > 0 && EACH_YOURS.test(sentences[i - 1]) ? `Creatures you control ${m[1]} ${m[2]}` : s;
  });
}
