import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';

/**
 * 613.1f, 201.5: 'Threshold — As long as seven or more cards are in your graveyard, Fledgling Dragon gets +3/+3 and has
 * "{R}: Fledgling Dragon gets +1/+0 until end of turn."': a card that grants an ability to itself names itself in the
 * quotes, and both names are the same object (read and shown as "this permanent"). 603.6a: a granted "When [it] enters" ability triggers when the condition
 * is true once it is on the battlefield.
 */
const NAMES = ['Fledgling Dragon', 'Centaur Chieftain', 'Gobhobbler Rats', 'Villainous Ogre', 'Freewind Equenaut'];
const answer = rulingsWith(new InMemoryCatalog([...NAMES, 'Grizzly Bears', 'Mountain', 'Forest'].map(bundledCard)));
const card = (id: string, name: string) => ({ id, card: name });
const SEVEN = Array.from({ length: 7 }, (_, i) => card(`g${i}`, 'Grizzly Bears'));
const SIX = SEVEN.slice(1);
const PUMP = '{R}: This permanent gets +1/+0 until end of turn.';
const REGENERATE = '{B}: Regenerate this permanent.';
const lands = (name: string, prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, card: name, controller: 'alice' }));

describe('613.1f, 201.5: CARDNAME in the quotes of an ability a card grants itself', () => {
  it.each([...NAMES, 'Boneshard Slasher', 'Cephalid Sage', 'Pardic Arsonist'])('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('Fledgling Dragon with threshold: a 5/5 with the pump; activated, {R}: 6/5', () => {
    const state = board(
      { battlefield: [{ id: 'fd', card: 'Fledgling Dragon', controller: 'alice' }, ...lands('Mountain', 'm', 1)] },
      { graveyard: SEVEN },
    );
    const seen = answer({ state, actions: [] });
    expect(onField(seen, 'fd')?.characteristics).toMatchObject({ power: 5, toughness: 5 });
    expect(onField(seen, 'fd')?.characteristics?.abilities).toContain(PUMP);
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'fd', ability: 0 }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'fd')?.characteristics).toMatchObject({ power: 6, toughness: 5 });
    expect(cited(a)).toContain('602.2a');
  });

  it('Fledgling Dragon without threshold (six cards): a 2/2 without the ability', () => {
    const a = answer({
      state: board({ battlefield: [{ id: 'fd', card: 'Fledgling Dragon', controller: 'alice' }] }, { graveyard: SIX }),
      actions: [],
    });
    expect(onField(a, 'fd')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(onField(a, 'fd')?.characteristics?.abilities).not.toContain(PUMP);
  });

  it('603.6a: Centaur Chieftain cast with threshold: its granted enters ability triggers; creatures alice controls get +1/+1 and trample', () => {
    const state = board(
      { battlefield: [...lands('Forest', 'f', 4), { id: 'gb', card: 'Grizzly Bears', controller: 'alice' }] },
      { hand: [card('cc', 'Centaur Chieftain')], graveyard: SEVEN },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'cc' }, ...passes(2), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'cc')?.characteristics).toMatchObject({ power: 4, toughness: 4 });
    expect(onField(a, 'gb')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    expect(onField(a, 'gb')?.characteristics?.abilities).toContain('Trample');
    expect(cited(a)).toContain('603.2');
  });

  it('Centaur Chieftain without threshold: nothing triggers; the Bears stay 2/2', () => {
    const state = board(
      { battlefield: [...lands('Forest', 'f', 4), { id: 'gb', card: 'Grizzly Bears', controller: 'alice' }] },
      { hand: [card('cc', 'Centaur Chieftain')], graveyard: SIX },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'cc' }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'cc')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    expect(a.state.stack).toEqual([]);
    expect(onField(a, 'gb')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
  });

  it('Gobhobbler Rats (hellbent): with no cards in hand a 3/2 with "{B}: Regenerate"; with a card, a 2/2 without it', () => {
    const rats = { battlefield: [{ id: 'gr', card: 'Gobhobbler Rats', controller: 'alice' }] };
    const empty = answer({ state: board(rats, { hand: [] }), actions: [] });
    expect(onField(empty, 'gr')?.characteristics).toMatchObject({ power: 3, toughness: 2 });
    expect(onField(empty, 'gr')?.characteristics?.abilities).toContain(REGENERATE);
    const holding = answer({ state: board(rats, { hand: [card('h1', 'Forest')] }), actions: [] });
    expect(onField(holding, 'gr')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(onField(holding, 'gr')?.characteristics?.abilities).not.toContain(REGENERATE);
  });

  it("refused: an Equipment's own name in the quotes it grants to the equipped creature (another object)", () => {
    const odd = compileCard({
      ...bundledCard('Villainous Ogre'),
      text: 'Equipped creature has "{B}: Regenerate Villainous Ogre."',
    });
    expect(odd.support).not.toBe('full');
  });
});
