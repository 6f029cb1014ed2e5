import { Effect } from '../cards/ability';
import { KeywordPhrase } from '../cards/keyword-table';
import { Selector } from '../cards/selector';

const WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * 701.41a: "Support N" on a permanent means "Put a +1/+1 counter on each of up to N other target creatures."; on an
 * instant or sorcery spell, "... on each of up to N target creatures.": a keyword action read where an ability of a
 * permanent ("When CARDNAME enters the battlefield, support 2.", "{4}{G}{W}: Support 2.") or a spell ("Support 2.")
 * says it, as its last sentence. Its targets are N targets of one word (115.3: never the same creature twice), each
 * one that may be left unchosen (115.6); each gets one counter (122.1), one illegal as it resolves is left alone
 * (608.2b). "Other" is not the ability's source (its permanent).
 */
export const SUPPORT: KeywordPhrase = {
  rule: '701.41a',
  abilities: () => null,
  targeted(sentence, on) {
    const m = /^Support (\d+)$/.exec(sentence);
    const n = m ? Number(m[1]) : 0;
    if (n < 1 || n > WORDS.length) return null;
    const other = on === 'permanent';
    const text = `up to ${WORDS[n - 1]} ${other ? 'other ' : ''}target creature${n > 1 ? 's' : ''}`;
    const targets: Selector[] = [];
    const effects: Effect[] = [];
    for (let k = 0; k < n; k++) {
      targets.push({
        count: { kind: 'target', min: 0, max: 1 },
        options: [
          {
            kind: 'object',
            zone: 'battlefield',
            filters: [{ kind: 'type', anyOf: ['Creature'] }, ...(other ? [{ kind: 'other' as const }] : [])],
          },
        ],
        text,
        word: 0,
      });
      effects.push({ kind: 'counters', counter: '+1/+1', n: 1, objects: { kind: 'target' }, target: k, rule: '701.41a' });
    }
    return { targets, effects };
  },
};
