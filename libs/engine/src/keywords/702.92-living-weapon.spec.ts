import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { PLAINS, ids, lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';

/** 702.92 living weapon, on real cards (current Oracle text, from the bundled catalog). */
const HUSK = bundledCard('Flayer Husk'); // {1} Equipment: Living weapon; equipped creature gets +1/+1; Equip {2}
const BATTERSKULL = bundledCard('Batterskull'); // {5}: Living weapon; +4/+4, vigilance, lifelink; {3}: Return it to its owner's hand; Equip {5}
const catalog = new InMemoryCatalog([HUSK, BATTERSKULL, PLAINS]);
const answer = rulingsWith(catalog);

describe('702.92 living weapon', () => {
  it('is understood: an enters trigger', () => {
    for (const c of [HUSK, BATTERSKULL]) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
    expect(compileCard(HUSK).abilities[0]).toMatchObject({
      kind: 'triggered',
      trigger: { event: 'enters', who: 'self' },
      effects: [{ kind: 'livingWeapon' }],
      rule: '702.92a',
    });
  });

  it('702.92a: Flayer Husk enters: a 0/0 black Phyrexian Germ is created and the Husk attached to it: a 1/1', () => {
    const state = board({ battlefield: lands('Plains', 'p', 1) }, { hand: [{ id: 'h', card: 'Flayer Husk' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'h' }, ...passes(2), ...passes(2)] });
    expect(a.legal).toBe(true);
    const germ = a.state.battlefield.find((o) => o.token);
    expect(germ?.characteristics).toMatchObject({
      name: 'Phyrexian Germ Token',
      colors: ['B'],
      types: ['Creature'],
      subtypes: ['Phyrexian', 'Germ'],
      power: 1,
      toughness: 1,
    });
    expect(onField(a, 'h')?.attachedTo).toBe(germ?.id);
    expect(cited(a)).toEqual(expect.arrayContaining(['702.92a', '701.3a']));
  });

  it('702.92a: Batterskull makes the Germ a 4/4 with vigilance and lifelink', () => {
    const state = board({
      battlefield: [perm('bs', 'Batterskull', 'alice')],
      stack: [{ id: 't', controller: 'alice', ability: { source: 'bs', index: 0, triggered: true } }],
    });
    const a = answer({ state, actions: passes(2) });
    const germ = a.state.battlefield.find((o) => o.token);
    expect(germ?.characteristics).toMatchObject({ power: 4, toughness: 4 });
    expect(germ?.characteristics?.abilities).toEqual(expect.arrayContaining(['Vigilance', 'Lifelink']));
  });

  it('704.5f: Batterskull returned to hand in response: the Germ is created alone and dies as a 0/0', () => {
    const state = board({
      battlefield: [perm('bs', 'Batterskull', 'alice'), ...lands('Plains', 'p', 3)],
      stack: [{ id: 't', controller: 'alice', ability: { source: 'bs', index: 0, triggered: true } }],
    });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'bs', ability: 0 }, ...passes(2), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].hand)).toEqual(['bs']);
    expect(a.state.battlefield.filter((o) => o.token)).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['702.92a', '704.5f']));
  });
});
