import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { FOREST, GRIZZLY_BEARS, PLAINS, SWAMP, lands, passes, perm } from '../testing/spell-cards';
import { choose, onField } from '../testing/actions';

/** Real cards, current Oracle text. */
const HOWLER = defineCard({
  name: 'Carrion Howler',
  manaCost: '{3}{B}',
  types: ['Creature'],
  subtypes: ['Zombie', 'Wolf'],
  power: '2',
  toughness: '2',
  text: 'Pay 1 life: Carrion Howler gets +2/-1 until end of turn.',
});
const GHOUL = defineCard({
  name: 'Deepwood Ghoul',
  manaCost: '{2}{B}',
  types: ['Creature'],
  subtypes: ['Zombie'],
  power: '2',
  toughness: '1',
  text: 'Pay 2 life: Regenerate Deepwood Ghoul.',
});
const DEFENSE = defineCard({
  name: 'Blossoming Defense',
  manaCost: '{G}',
  types: ['Instant'],
  text: 'Target creature you control gets +2/+2 and gains hexproof until end of turn.',
});
const ASSASSIN = defineCard({
  name: 'Eyeblight Assassin',
  manaCost: '{2}{B}',
  types: ['Creature'],
  subtypes: ['Elf', 'Assassin'],
  power: '2',
  toughness: '2',
  text: 'When Eyeblight Assassin enters, target creature an opponent controls gets -1/-1 until end of turn.',
});
const SNARECASTER = defineCard({
  name: 'Leonin Snarecaster',
  manaCost: '{1}{W}',
  types: ['Creature'],
  subtypes: ['Cat', 'Soldier'],
  power: '2',
  toughness: '1',
  text: 'When Leonin Snarecaster enters, you may tap target creature.',
});
const CARDS: CardDefinition[] = [HOWLER, GHOUL, DEFENSE, ASSASSIN, SNARECASTER];
const catalog = new InMemoryCatalog([...CARDS, FOREST, PLAINS, SWAMP, GRIZZLY_BEARS]);

const answer = rulingsWith(catalog);
const cast = (card: string, targets?: string[]) => ({ type: 'cast', player: 'alice', card, ...(targets ? { targets } : {}) });

describe('life as a cost (119.4), "target creature you control / an opponent controls", "you may" with a target', () => {
  it('every test card is understood in full', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
  });

  it('119.4, 601.2h: Carrion Howler: its controller pays 1 life as the ability is activated', () => {
    const state = board({ battlefield: [perm('h', 'Carrion Howler', 'alice')] });
    const activated = answer({ state, action: { type: 'activate', player: 'alice', source: 'h', ability: 0 } });
    expect(activated.state.players[0].life).toBe(19);
    expect(activated.state.stack).toHaveLength(1);
    expect(cited(activated)).toContain('119.4');
    const resolved = answer({ state: activated.state, actions: passes(2) });
    expect(onField(resolved, 'h')?.characteristics).toMatchObject({ power: 4, toughness: 1 });
  });

  it('119.4, 118.3: with 1 life, 2 life cannot be paid: the activation is illegal', () => {
    const state = board({ battlefield: [perm('g', 'Deepwood Ghoul', 'alice')] }, { life: 1 });
    const a = answer({ state, action: { type: 'activate', player: 'alice', source: 'g', ability: 0 } });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'CANNOT_PAY_LIFE', rule: '119.4' });
    expect(a.state.players[0].life).toBe(1);
  });

  it('115.1: Blossoming Defense targets only a creature its caster controls', () => {
    const state = board(
      { battlefield: [...lands('Forest', 'f', 1), perm('mine', 'Grizzly Bears', 'alice'), perm('theirs', 'Grizzly Bears', 'bob')] },
      { hand: [{ id: 'h', card: 'Blossoming Defense' }] },
    );
    expect(answer({ state, action: cast('h', ['theirs']) }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    const a = answer({ state, actions: [cast('h', ['mine']), ...passes(2)] });
    expect(onField(a, 'mine')?.characteristics).toMatchObject({ power: 4, toughness: 4, abilities: ['Hexproof'] });
  });

  it("115.1: Eyeblight Assassin's trigger targets only a creature an opponent controls", () => {
    const state = board(
      { battlefield: [...lands('Swamp', 's', 3), perm('mine', 'Grizzly Bears', 'alice'), perm('theirs', 'Grizzly Bears', 'bob')] },
      { hand: [{ id: 'h', card: 'Eyeblight Assassin' }] },
    );
    const a = answer({ state, actions: [cast('h'), ...passes(2)] });
    // The only legal target is chosen without asking (603.3d).
    expect(a.state.stack).toEqual([expect.objectContaining({ targets: ['theirs'] })]);
    const resolved = answer({ state: a.state, actions: passes(2) });
    expect(onField(resolved, 'theirs')?.characteristics).toMatchObject({ power: 1, toughness: 1 });
    expect(onField(resolved, 'mine')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
  });

  it('608.2d: Leonin Snarecaster: the target is chosen as the trigger is put on the stack; tapping it is chosen as it resolves', () => {
    const state = board(
      { battlefield: [...lands('Plains', 'w', 2), perm('x', 'Grizzly Bears', 'bob')] },
      { hand: [{ id: 'h', card: 'Leonin Snarecaster' }] },
    );
    const a = answer({ state, actions: [cast('h'), ...passes(2)] });
    const targeted = answer({ state: a.state, actions: [choose(a, ['x']), ...passes(2)] });
    expect(targeted.decision).toMatchObject({ player: 'alice', kind: 'chooseOptional', rule: '608.2d' });
    const yes = answer({ state: targeted.state, action: choose(targeted, ['yes']) });
    expect(onField(yes, 'x')?.tapped).toBe(true);
    const no = answer({ state: targeted.state, action: choose(targeted, ['no']) });
    expect(onField(no, 'x')?.tapped).toBe(false);
  });
});
