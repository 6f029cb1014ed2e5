import { compileCard } from '../cards/oracle-compiler';
import { defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, rulingsWith } from '../testing/test-catalog';
import { perm } from '../testing/spell-cards';
import { onField } from '../testing/actions';

/**
 * 604.2, 611.3a, 205.3m: a static ability whose subject is a creature type in the plural
 * ("Werewolves you control have menace.", "Other Faeries you control ..."): it affects the creatures
 * of that type its controller controls. A plural that is not a creature type stays refused.
 */
const catalog = new InMemoryCatalog(
  ['Kruin Outlaw', 'Terror of Kruin Pass', 'Reckless Waif', 'Merciless Predator', 'Grizzly Bears'].map(bundledCard),
);
const answer = rulingsWith(catalog);
const line = (text: string) =>
  compileCard(defineCard({ name: 'X', manaCost: '{1}', colors: [], types: ['Creature'], power: '1', toughness: '1', text }));

describe('205.3m: "Werewolves you control have menace." (Terror of Kruin Pass)', () => {
  it('is read as a keyword granted to the Werewolf creatures its controller controls', () => {
    expect(compileCard(bundledCard('Terror of Kruin Pass'))).toMatchObject({ support: 'full', unsupported: [] });
    expect(line('Werewolves you control have menace.').abilities[0]).toMatchObject({
      kind: 'static',
      effects: [
        {
          kind: 'addKeyword',
          keyword: 'menace',
          affected: {
            kind: 'objects',
            of: {
              kind: 'object',
              zone: 'battlefield',
              filters: [
                { kind: 'subtype', anyOf: ['Werewolf'] },
                { kind: 'controller', is: 'you' },
              ],
            },
          },
        },
      ],
    });
    expect(line('Other Faeries you control have shroud.').abilities[0]).toMatchObject({
      effects: [
        { affected: { of: { filters: [{ kind: 'subtype', anyOf: ['Faerie'] }, { kind: 'controller', is: 'you' }, { kind: 'other' }] } } },
      ],
    });
  });

  it('plurals that are not creature types are no creature subtype: a basic land type is lands of that type (205.3i); others stay refused', () => {
    expect(line('Mountains you control have menace.').abilities[0]).toMatchObject({
      effects: [
        {
          affected: {
            of: {
              filters: [
                { kind: 'subtype', anyOf: ['Mountain'] },
                { kind: 'controller', is: 'you' },
              ],
            },
          },
        },
      ],
    });
    expect(line('Spells you control have hexproof.').support).toBe('none');
    expect(line('Players you control have hexproof.').support).toBe('none');
  });

  it("alice's Merciless Predator (a Werewolf) has menace; her Grizzly Bears and bob's Merciless Predator do not", () => {
    const state = board({
      battlefield: [
        perm('t', 'Kruin Outlaw', 'alice', { transformed: true }),
        perm('w', 'Reckless Waif', 'alice', { transformed: true }),
        perm('gb', 'Grizzly Bears', 'alice'),
        perm('bw', 'Reckless Waif', 'bob', { transformed: true }),
      ],
    });
    const a = answer({ state, actions: [] });
    expect(a.legal).toBe(true);
    expect(onField(a, 't')?.characteristics?.abilities).toEqual(expect.arrayContaining(['Double strike', 'Menace']));
    expect(onField(a, 'w')?.characteristics?.abilities).toContain('Menace');
    expect(onField(a, 'gb')?.characteristics?.abilities ?? []).not.toContain('Menace');
    expect(onField(a, 'bw')?.characteristics?.abilities ?? []).not.toContain('Menace');
  });
});
